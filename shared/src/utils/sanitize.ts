import DOMPurify from 'dompurify';

/** Tags a display-only value may keep (spec §5). */
export const DISPLAY_ALLOWED_TAGS = ['a', 'span', 'i'] as const;

/** A link into the portal itself: a path (`/x`, not `//host`), a query or a fragment. */
const PORTAL_RELATIVE = /^(\/(?![/\\])|[?#])/;

/**
 * The href a display value's link keeps: relative links into the portal as they are, absolute ones
 * to the portal's own origin as their path; null for any other (an external site, a scheme).
 */
function portalHref(href: string): string | null {
  const trimmed = href.trim();
  if (PORTAL_RELATIVE.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    if (url.origin === window.location.origin) return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    // not an absolute URL either: no link
  }
  return null;
}

/**
 * Sanitises display-only HTML: keeps only a, span and i (text of other tags stays), strips scripts,
 * event handlers, styles and `javascript:` links. A link keeps its href only when it points into
 * the portal (a relative URL, or the portal's own origin); any other link is shown as its text.
 * Render the result with `dangerouslySetInnerHTML`.
 * @example
 * sanitizeDisplay('<b>x</b><span onclick="y()" style="color:red">z</span><script>e()</script>'); // 'x<span>z</span>'
 * sanitizeDisplay('<a href="https://evil.example">pay here</a>'); // 'pay here'
 */
export function sanitizeDisplay(html: string | null | undefined): string {
  if (!html) return '';
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...DISPLAY_ALLOWED_TAGS],
    ALLOWED_ATTR: ['href', 'class', 'title'],
    FORBID_TAGS: ['script', 'style'],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of Array.from(fragment.querySelectorAll('a'))) {
    const href = portalHref(link.getAttribute('href') ?? '');
    if (href === null) link.replaceWith(...Array.from(link.childNodes));
    else link.setAttribute('href', href);
  }
  const holder = document.createElement('div');
  holder.appendChild(fragment);
  return holder.innerHTML;
}
