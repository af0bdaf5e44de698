import type { MemberLevelInfo } from './api';
import { growthToNext, levelProgress } from './levelProgress';

const levels = [
  { code: 'V1', name: 'Silver', growthStart: 0 },
  { code: 'V2', name: 'Gold', growthStart: 1000 },
  { code: 'V3', name: 'Platinum', growthStart: 5000 },
];

const info = (over: Partial<MemberLevelInfo>): MemberLevelInfo => ({
  levelCode: 'V2',
  levelName: 'Gold',
  growth: 3000,
  nextLevel: 'V3',
  nextLevelName: 'Platinum',
  nextGrowthStart: 5000,
  levels,
  ...over,
});

describe('levelProgress', () => {
  it('measures from the current level start to the next level start', () => {
    expect(levelProgress(info({}))).toBe(50);
    expect(growthToNext(info({}))).toBe(2000);
  });

  it('is full at the top level', () => {
    expect(
      levelProgress(
        info({ levelCode: 'V3', growth: 9000, nextLevel: null, nextLevelName: null, nextGrowthStart: null }),
      ),
    ).toBe(100);
    expect(growthToNext(info({ nextLevel: null, nextLevelName: null, nextGrowthStart: null }))).toBe(0);
  });
});
