/**
 * A browser visitor fingerprint: a stable 32-hex-digit hash of what the browser tells about its
 * device (user agent, languages, screen, time zone, hardware, and how it renders a canvas text and
 * which fonts it has). Computed locally in about a millisecond; FingerprintJS did the same at
 * 15 KB gzip on the login page.
 * @example
 * const visitorId = browserFingerprint(); // '3f9c0a…'
 */
export function browserFingerprint(): string {
  const nav = window.navigator as Navigator & { deviceMemory?: number };
  const parts = [
    nav.userAgent,
    (nav.languages ?? [nav.language]).join(','),
    nav.platform,
    nav.hardwareConcurrency,
    nav.deviceMemory,
    nav.maxTouchPoints,
    window.screen?.width,
    window.screen?.height,
    window.screen?.colorDepth,
    window.devicePixelRatio,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    new Date(2026, 0, 1).getTimezoneOffset(),
    canvasSignature(),
  ];
  const text = parts.map((part) => String(part ?? '')).join('|');
  return hash53(text, 0x9e37) + hash53(text, 0x85eb);
}

/** The pixels of a canvas text drawing differ by GPU, fonts and anti-aliasing: '' when unavailable. */
function canvasSignature(): string {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 220;
    canvas.height = 30;
    const context = canvas.getContext('2d');
    if (!context) return '';
    context.textBaseline = 'top';
    context.font = '14px Arial, sans-serif';
    context.fillStyle = '#f60';
    context.fillRect(100, 1, 62, 20);
    context.fillStyle = '#069';
    context.fillText('Kurir ekspres 快递 ✓', 2, 15);
    return canvas.toDataURL();
  } catch {
    return '';
  }
}

/** cyrb53: a fast 53-bit string hash, returned as 16 hex digits. */
function hash53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const value = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return value.toString(16).padStart(16, '0');
}
