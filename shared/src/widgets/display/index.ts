import './texts';

export { ImagePreview, IMAGE_PREVIEW_MAX_PX, wrapIndex } from './ImagePreview';
export type { ImagePreviewProps, PreviewImage } from './ImagePreview';
export {
  BackToTop,
  BACK_TO_TOP_THRESHOLD,
  BACK_TO_TOP_DURATION,
  scrollToTop,
  useScrolledPast,
} from './BackToTop';
export type { BackToTopProps, ScrollTarget } from './BackToTop';
export { SideDrawer, DRAWER_WIDTH } from './SideDrawer';
export type { SideDrawerProps } from './SideDrawer';
export { CardGrid, CARD_GRID_SPAN, CARD_GRID_GUTTER, GRID_ROW_SPAN } from './CardGrid';
export type { CardGridProps, CardItemKeys } from './CardGrid';
export { TreeEditor } from './TreeEditor';
export type { TreeEditorProps } from './TreeEditor';
export { TreeNodeForm } from './TreeNodeForm';
export type { TreeNodeFormProps } from './TreeNodeForm';
export { createRestTreeAdapter } from './treeAdapter';
export type {
  EditableTreeNode,
  TreeEditorAdapter,
  TreeNodeDraft,
  TreeNodeId,
  RestTreeUrls,
} from './treeAdapter';
export { ReadableTag } from './ReadableTag';
export { MissingActionNotice } from './MissingActionNotice';
export type { MissingActionNoticeProps } from './MissingActionNotice';
