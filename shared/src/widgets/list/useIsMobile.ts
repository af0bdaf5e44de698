import { useEffect, useState } from 'react';

/** Spec §9: mobile at a viewport width of 768 px or less. */
export const MOBILE_BREAKPOINT = 768;

const isMobileWidth = () => typeof window !== 'undefined' && window.innerWidth <= MOBILE_BREAKPOINT;

/**
 * Whether the viewport is mobile (width <= 768 px); follows resizes.
 * @example
 * const mobile = useIsMobile();
 */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(isMobileWidth);
  useEffect(() => {
    const update = () => setMobile(isMobileWidth());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return mobile;
}
