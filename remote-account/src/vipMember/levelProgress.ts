import type { MemberLevelInfo } from './api';

/** Percent of the way from the current level's start to the next level's start (100 at the top). */
export function levelProgress(info: MemberLevelInfo): number {
  if (info.nextGrowthStart === null || info.nextLevel === null) return 100;
  const start = info.levels.find((level) => level.code === info.levelCode)?.growthStart ?? 0;
  const span = info.nextGrowthStart - start;
  if (span <= 0) return 100;
  const percent = ((info.growth - start) / span) * 100;
  return Math.min(100, Math.max(0, Math.round(percent)));
}

/** Growth still missing to reach the next level (0 at the top). */
export function growthToNext(info: MemberLevelInfo): number {
  return info.nextGrowthStart === null ? 0 : Math.max(0, info.nextGrowthStart - info.growth);
}
