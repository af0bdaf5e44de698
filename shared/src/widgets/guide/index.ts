export { useGuide } from './useGuide';
export type { Guide } from './useGuide';
export { GuideTour } from './GuideTour';
export type { GuideStep, GuideTourProps } from './GuideTour';
export { GuideButton } from './GuideButton';
export type { GuideButtonProps } from './GuideButton';
export type { GuideState } from './guideSession';
