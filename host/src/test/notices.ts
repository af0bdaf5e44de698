import type { Notice } from '../commonContent/api';

/** A notice as the gateway answers it, for tests. */
export function noticeOf(over: Partial<Notice> & Pick<Notice, 'id' | 'title'>): Notice {
  return {
    content: '',
    link: null,
    level: 'info',
    category: null,
    startsAt: null,
    endsAt: null,
    ...over,
  };
}
