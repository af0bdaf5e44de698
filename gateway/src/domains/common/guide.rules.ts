import { BizError } from '../../http/envelope';

/** A guide's current setting (guide_config), by key. */
export interface GuideSettings {
  [key: string]: { version: number; enabled: boolean };
}

/** A guide as one user meets it: its setting and whether that user has seen its current version. */
export interface GuideState {
  key: string;
  version: number;
  enabled: boolean;
  seen: boolean;
}

/**
 * Each guide with whether the user has seen its current version; a version seen before a bump
 * counts as unseen, so raising the version shows the guide again.
 * @example
 * guideStates({ home: { version: 2, enabled: true } }, new Map([['home', 1]])); // home unseen
 */
export function guideStates(
  settings: GuideSettings,
  seenVersions: ReadonlyMap<string, number>,
): GuideState[] {
  return Object.entries(settings)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, setting]) => ({ key, ...setting, seen: seenVersions.get(key) === setting.version }));
}

/** Refuses to record a guide that does not exist, or a version other than the current one. */
export function checkSeenVersion(settings: GuideSettings, key: string, version: number): void {
  const setting = Object.hasOwn(settings, key) ? settings[key] : undefined;
  if (!setting) throw new BizError('guide.unknownKey', { key });
  if (setting.version !== version)
    throw new BizError('guide.versionNotCurrent', { key, version, current: setting.version });
}
