/** Lets code outside React (HTTP session handling) navigate with the router of the running app. */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateRef: Navigate = (to) => window.location.assign(to);

export function setNavigate(navigate: Navigate): void {
  navigateRef = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateRef(to, options);
}

/** Reloads the page: a language change stores the language and reloads (spec §4). */
export function reloadPage(): void {
  window.location.reload();
}
