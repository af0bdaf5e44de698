/**
 * Whether this build carries the widget gallery (/demo). The production shell does not: webpack
 * defines `process.env.PORTAL_GALLERY` as '1' only for development builds and for the workspace
 * build that `npm start` and `npm test` run (scripts/build-all.sh); the host image's
 * `pnpm --filter host build` leaves it '0', so the gallery's chunks are never emitted there
 * (MainLayout tests the same expression inline, which webpack folds before it splits chunks).
 */
export function galleryBuilt(): boolean {
  return process.env.PORTAL_GALLERY === '1';
}
