import DOMPurify from 'dompurify';

/** Tags a display-only value may keep (spec §5). */
export const DISPLAY_ALLOWED_TAGS = ['a', 'span', 'i'] as const;

/**
 * Sanitises display-only HTML: keeps only a, span and i (text of other tags stays), strips scripts,
 * event handlers and `javascript:` links. Render the result with `dangerouslySetInnerHTML`.
 * @example
 * sanitizeDisplay('<b>x</b><span onclick="y()">z</span><script>e()</script>'); // 'x<span>z</span>'
 */
export function sanitizeDisplay(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...DISPLAY_ALLOWED_TAGS],
    ALLOWED_ATTR: ['href', 'target', 'rel', 'class', 'style', 'title'],
    FORBID_TAGS: ['script', 'style'],
  });
}
