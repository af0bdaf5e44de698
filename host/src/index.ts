// Module Federation needs an async boundary before any shared module (react, antd, shared) is used.
import('./bootstrap');
