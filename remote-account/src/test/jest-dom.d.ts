// Types of the jest-dom matchers (toBeInTheDocument, ...) that scripts/jest/setup-dom.ts installs.
import '@testing-library/jest-dom';
