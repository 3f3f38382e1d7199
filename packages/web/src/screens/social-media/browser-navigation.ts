/**
 * Leaving the console for another site (LinkedIn's authorization page, or the local
 * sandbox's). One object, so screen tests can watch (and stop) the departure:
 * `vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {})`.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
