import './texts';
