import { BizError } from '../../http/envelope';
import { checkSeenVersion, guideStates } from './guide.rules';

const settings = { orderEntry: { version: 3, enabled: true }, home: { version: 2, enabled: false } };

describe('guide rules', () => {
  it('a guide counts as seen only in its current version, and the guides come by key', () => {
    expect(
      guideStates(
        settings,
        new Map([
          ['home', 2],
          ['orderEntry', 2],
        ]),
      ),
    ).toEqual([
      { key: 'home', version: 2, enabled: false, seen: true },
      { key: 'orderEntry', version: 3, enabled: true, seen: false },
    ]);
    expect(guideStates(settings, new Map()).map((guide) => guide.seen)).toEqual([false, false]);
  });

  it('accepts the current version of a known guide only', () => {
    expect(() => checkSeenVersion(settings, 'orderEntry', 3)).not.toThrow();
    const refusal = (key: string, version: number) => {
      try {
        checkSeenVersion(settings, key, version);
      } catch (error) {
        return error instanceof BizError ? [error.msgKey, error.params] : error;
      }
      return null;
    };
    expect(refusal('orderEntry', 2)).toEqual([
      'guide.versionNotCurrent',
      { key: 'orderEntry', version: 2, current: 3 },
    ]);
    expect(refusal('toString', 1)).toEqual(['guide.unknownKey', { key: 'toString' }]);
  });
});
