/** Spec §9 timing: the debounce of a picker's search-as-you-type, in ms. */
export const PICKER_SEARCH_DEBOUNCE_MS = 1000;
/** Spec §9 paging: picker lists load 10 entries per page, starting at page 1. */
export const PICKER_PAGE_SIZE = 10;
export const PICKER_FIRST_PAGE = 1;
/** Spec §9 layout: the network select's popup height, in px. */
export const NETWORK_SELECT_HEIGHT = 315;
/** Spec §9 layout: a picker dropdown list's maximum height, in px. */
export const DROPDOWN_MAX_HEIGHT = 300;
/** Spec §9 layout: the scroll height of a tree list inside a picker, in px. */
export const TREE_LIST_HEIGHT = 180;
/** Spec §5: a select's multiple limit defaults to 99. */
export const SELECT_MULTIPLE_LIMIT = 99;
/** Spec §3: an entry whose isEnable equals 2 is disabled (switch off = 2). */
export const IS_ENABLE_OFF = 2;
/** Distance from the bottom of a list, in px, at which the next page starts loading. */
export const LOAD_MORE_THRESHOLD = 24;
