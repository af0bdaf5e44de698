import { dismissedPerUser, isShowing, noticeLevel } from './notice.rules';

const at = (iso: string) => new Date(iso);

describe('notice rules', () => {
  const now = at('2026-11-27T03:00:00Z');

  it('shows an active notice inside [startsAt, endsAt), either end open', () => {
    const notice = (startsAt: string | null, endsAt: string | null, active = true) => ({
      active,
      startsAt: startsAt ? at(startsAt) : null,
      endsAt: endsAt ? at(endsAt) : null,
    });
    expect(isShowing(notice(null, null), now)).toBe(true);
    expect(isShowing(notice('2026-11-27T03:00:00Z', null), now)).toBe(true);
    expect(isShowing(notice(null, '2026-11-27T03:00:01Z'), now)).toBe(true);
    expect(isShowing(notice('2026-11-27T03:00:01Z', null), now)).toBe(false);
    expect(isShowing(notice(null, '2026-11-27T03:00:00Z'), now)).toBe(false);
    expect(isShowing(notice('2026-03-16T00:00:00+07:00', '2026-03-29T00:00:00+07:00'), now)).toBe(false);
    expect(isShowing(notice(null, null, false), now)).toBe(false);
  });

  it('reads an unknown stored level as info', () => {
    expect(noticeLevel('warning')).toBe('warning');
    expect(noticeLevel('error')).toBe('error');
    expect(noticeLevel('urgent')).toBe('info');
    expect(noticeLevel(null)).toBe('info');
  });

  it('dismisses adverts per user, never help or warnings', () => {
    expect(dismissedPerUser('advert')).toBe(true);
    expect(dismissedPerUser('help')).toBe(false);
    expect(dismissedPerUser('warning')).toBe(false);
  });
});
