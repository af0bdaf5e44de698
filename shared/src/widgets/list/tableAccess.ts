import { useEffect, type RefObject } from 'react';

/**
 * Keeps an antd Table that scrolls sideways usable from the keyboard and clean for assistive
 * technology (axe, WCAG 2.1.1 and 4.1.2), after every render of its caller:
 * - its scrolling region is reachable by Tab (scrollable-region-focusable: a list of plain text has
 *   nothing else to focus);
 * - antd measures column widths in an aria-hidden row that repeats each column's title: the
 *   select-all checkbox, sorters and filters there are made unreachable (aria-hidden-focus).
 * @example
 * const frame = useRef<HTMLDivElement>(null);
 * useTableAccess(frame);
 * <div ref={frame}><Table scroll={{ x: 'max-content' }} ... /></div>
 */
export function useTableAccess(frame: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    frame.current
      ?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')
      .forEach((region) => region.setAttribute('tabindex', '0'));
    frame.current?.querySelectorAll<HTMLElement>('.ant-table-measure-row').forEach((row) => {
      row.setAttribute('inert', '');
      row
        .querySelectorAll<HTMLElement>('input, button, a[href], select, textarea, [tabindex]')
        .forEach((element) => element.setAttribute('tabindex', '-1'));
    });
  });
}
