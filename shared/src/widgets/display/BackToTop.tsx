import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import './texts';
import FloatButton from 'antd/es/float-button';
import VerticalAlignTopOutlined from '@ant-design/icons/es/icons/VerticalAlignTopOutlined';

/** Spec §9: the back-to-top button appears once scrolled past 400 px and scrolls up in 1 s. */
export const BACK_TO_TOP_THRESHOLD = 400;
export const BACK_TO_TOP_DURATION = 1000;

export type ScrollTarget = Window | HTMLElement;

const scrollTopOf = (target: ScrollTarget) =>
  target instanceof Window ? target.scrollY || document.documentElement.scrollTop : target.scrollTop;

function setScrollTop(target: ScrollTarget, top: number) {
  if (target instanceof Window) target.scrollTo(0, top);
  else target.scrollTop = top;
}

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * Scrolls a window or element to the top over `duration` ms (eased); returns a cancel function.
 * @example
 * const cancel = scrollToTop(listRef.current, 1000);
 */
export function scrollToTop(target: ScrollTarget, duration = BACK_TO_TOP_DURATION): () => void {
  const from = scrollTopOf(target);
  const start = performance.now();
  let frame = 0;
  const step = () => {
    const progress = Math.min(1, (performance.now() - start) / duration);
    setScrollTop(target, Math.round(from * (1 - easeInOutCubic(progress))));
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

/**
 * Whether the target is scrolled past `threshold` px; follows its scroll events.
 * @example
 * const visible = useScrolledPast(() => window, 400);
 */
export function useScrolledPast(
  getTarget: () => ScrollTarget | null | undefined,
  threshold: number,
): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const target = getTarget();
    if (!target) return;
    const update = () => setPast(scrollTopOf(target) > threshold);
    update();
    target.addEventListener('scroll', update, { passive: true });
    return () => target.removeEventListener('scroll', update);
  }, [getTarget, threshold]);
  return past;
}

export interface BackToTopProps {
  /** The scrolling element (default the window); keep the function stable (useCallback). */
  target?: () => ScrollTarget | null | undefined;
  style?: CSSProperties;
}

const windowTarget = () => window;

/**
 * Back-to-top button (spec §4, §9): shown once the window or `target` is scrolled past 400 px;
 * clicking scrolls to the top in 1 s.
 * @example
 * const scroller = useRef<HTMLDivElement>(null);
 * const target = useCallback(() => scroller.current, []);
 * <div ref={scroller} style={{ height: 300, overflow: 'auto' }}>...</div>
 * <BackToTop target={target} />
 */
export function BackToTop({ target = windowTarget, style }: BackToTopProps) {
  const { t } = useTranslation('shared');
  const visible = useScrolledPast(target, BACK_TO_TOP_THRESHOLD);
  if (!visible) return null;
  const label = t('display.backToTop');
  return (
    <FloatButton
      icon={<VerticalAlignTopOutlined />}
      aria-label={label}
      tooltip={label}
      style={style}
      onClick={() => {
        const element = target();
        if (element) scrollToTop(element);
      }}
    />
  );
}
