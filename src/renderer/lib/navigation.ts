/**
 * Navigation for code outside React (the transport's 401 handling). The app registers the
 * router's navigate at start; until then a full page load does the job.
 */
let navigateImpl: (to: string) => void = (to) => window.location.assign(to);

export function registerNavigator(navigate: (to: string) => void): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}
