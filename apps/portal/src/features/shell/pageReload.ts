/**
 * Full page loads: after impersonation starts or stops, and after an impersonation ends on the
 * server (spec §4, §8). One object, so tests can replace its methods.
 */
export const pageReload = {
  to(path: string): void {
    window.location.assign(path);
  },
  reload(): void {
    window.location.reload();
  },
};
