import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import './texts';
import Button from 'antd/es/button';
import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';

/** Spec §9: a previewed image is capped at 800 px. */
export const IMAGE_PREVIEW_MAX_PX = 800;

export interface PreviewImage {
  url: string;
  name?: string;
}

export interface ImagePreviewProps {
  images: readonly PreviewImage[];
  open: boolean;
  /** Image shown first when the overlay opens. */
  startIndex?: number;
  onClose(): void;
}

/**
 * The index one step away from `index` in a list of `length`, wrapping around at both ends.
 * @example
 * wrapIndex(3, 3); // 0
 * wrapIndex(-1, 3); // 2
 */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

/**
 * Spec's image preview overlay: previous, next and close; wraps around at both ends; arrow keys
 * step, Escape closes; the image is capped at 800 px.
 * @example
 * <ImagePreview images={[{ url: a }, { url: b }]} open={open} startIndex={1} onClose={() => setOpen(false)} />
 */
export function ImagePreview({ images, open, startIndex = 0, onClose }: ImagePreviewProps) {
  if (!open || images.length === 0) return null;
  return createPortal(
    <PreviewOverlay images={images} startIndex={startIndex} onClose={onClose} />,
    document.body,
  );
}

function PreviewOverlay({ images, startIndex, onClose }: Required<Omit<ImagePreviewProps, 'open'>>) {
  const { t } = useTranslation('shared');
  const [current, setCurrent] = useState(() => wrapIndex(startIndex, images.length));
  const closeRef = useRef<HTMLButtonElement>(null);
  const step = useCallback(
    (delta: number) => setCurrent((i) => wrapIndex(i + delta, images.length)),
    [images.length],
  );

  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') step(-1);
      else if (event.key === 'ArrowRight') step(1);
      else if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step, onClose]);

  const image = images[wrapIndex(current, images.length)];
  const several = images.length > 1;
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t('display.imagePreview')}
      data-testid="image-preview"
      onClick={(event) => event.target === event.currentTarget && onClose()}
      style={overlayStyle}
    >
      <img
        src={image.url}
        alt={image.name ?? ''}
        style={{
          maxWidth: `min(${IMAGE_PREVIEW_MAX_PX}px, 90vw)`,
          maxHeight: `min(${IMAGE_PREVIEW_MAX_PX}px, 80vh)`,
        }}
      />
      <div style={{ color: '#fff', marginTop: 12 }}>
        {image.name ? `${image.name} · ` : ''}
        {current + 1} / {images.length}
      </div>
      <Button
        ref={closeRef}
        shape="circle"
        icon={<CloseOutlined />}
        aria-label={t('display.close')}
        onClick={onClose}
        style={{ position: 'absolute', top: 16, right: 16 }}
      />
      {several && (
        <Button
          shape="circle"
          icon={<LeftOutlined />}
          aria-label={t('display.previous')}
          onClick={() => step(-1)}
          style={{ position: 'absolute', left: 16, top: '50%' }}
        />
      )}
      {several && (
        <Button
          shape="circle"
          icon={<RightOutlined />}
          aria-label={t('display.next')}
          onClick={() => step(1)}
          style={{ position: 'absolute', right: 16, top: '50%' }}
        />
      )}
    </div>
  );
}

const overlayStyle: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 1100, // above antd's modals (1000), which may host the upload that opened it
  background: 'rgba(0, 0, 0, 0.75)',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
};
