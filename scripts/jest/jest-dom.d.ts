// Types of the jest-dom matchers (toBeInTheDocument, ...) that setup-dom.ts installs.
/// <reference types="@testing-library/jest-dom" />
