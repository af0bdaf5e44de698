import { useCallback, useMemo, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Modal from 'antd/es/modal';
import TreeSelect from 'antd/es/tree-select';
import Typography from 'antd/es/typography';
import { i18n } from '../../i18n/i18n';
import { useAppSelector } from '../../session/hooks';
import { selectUser } from '../../session/selectors';
import type { PageQuery } from '../paging';
import { DROPDOWN_MAX_HEIGHT, IS_ENABLE_OFF, NETWORK_SELECT_HEIGHT, TREE_LIST_HEIGHT } from './constants';
import {
  networkLabel,
  searchNetworks,
  type NetworkExtras,
  type NetworkOption,
  type NetworkScope,
} from './networkApi';
import { useControlledValue } from './useControlledValue';
import { useNetworkTree } from './useNetworkTree';
import { useSearchPages } from './useSearchPages';
import './texts';

/** The chosen network: what the picker reports and shows (as `name|code`). */
export type NetworkChoice = Pick<NetworkOption, 'id' | 'name' | 'code'> & Partial<NetworkOption>;

export interface NetworkPickerProps {
  value?: NetworkChoice | null;
  onChange?(value: NetworkChoice | null): void;
  /** 'network' (default): the user's network via network/search; 'all': every network via network/all. */
  scope?: NetworkScope;
  /** The network the list is scoped to; defaults to the logged-in user's networkId. */
  networkId?: number | string | null;
  /** With an empty search key, browse the lazy tree (default) instead of the paged list. */
  tree?: boolean;
  /** Search queryLevel (default 3) and tree queryLevel (default 1). */
  queryLevel?: number;
  treeQueryLevel?: number;
  typeIds?: string;
  /** Sends typeIds '' (spec §7). */
  withoutContract?: boolean;
  extras?: NetworkExtras;
  /** Ask 'This operation will clear the earlier permissions, continue?' before clearing. */
  confirmClear?: boolean;
  allowClear?: boolean;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  className?: string;
  popupClassName?: string;
  style?: CSSProperties;
}

interface NetworkNode {
  value: NetworkOption['id'];
  key: NetworkOption['id'];
  title: ReactNode;
  label: string;
  isLeaf: boolean;
  disabled: boolean;
  option: NetworkOption;
  children?: NetworkNode[];
}

/**
 * Network picker (spec §2, §4, §7): type to search by name or code (1000 ms debounce; typing goes
 * back to page 1), scroll to the end of the list to load the next page of 10, or browse the lazy
 * tree while the key is empty. Options read `name|code`, disabled when isEnable is 2, with the
 * abnormal reason beside them; choosing closes the list.
 * @example
 * const [network, setNetwork] = useState<NetworkChoice | null>(null);
 * <NetworkPicker value={network} onChange={setNetwork} confirmClear />;
 * <NetworkPicker scope="all" tree={false} value={network} onChange={setNetwork} />;
 */
export function NetworkPicker({
  value: valueProp,
  onChange,
  scope = 'network',
  networkId: networkIdProp,
  tree = true,
  queryLevel,
  treeQueryLevel,
  typeIds,
  withoutContract = false,
  extras,
  confirmClear = false,
  allowClear = true,
  disabled,
  placeholder,
  id,
  className,
  popupClassName,
  style,
}: NetworkPickerProps) {
  const { t } = useTranslation('shared', { i18n });
  const [modal, modalHolder] = Modal.useModal();
  const user = useAppSelector(selectUser);
  const networkId = networkIdProp !== undefined ? networkIdProp : (user?.networkId ?? null);
  const [value, setValue] = useControlledValue(valueProp, onChange, null);
  const extrasKey = JSON.stringify(extras ?? {});

  const loadPage = useCallback(
    ({ current, size }: PageQuery, key: string) =>
      searchNetworks(scope, {
        current,
        size,
        key,
        networkId,
        queryLevel,
        typeIds: withoutContract ? '' : typeIds,
        extras: JSON.parse(extrasKey) as NetworkExtras,
      }),
    [scope, networkId, queryLevel, typeIds, withoutContract, extrasKey],
  );
  const search = useSearchPages(loadPage, { listEmptyKey: !tree });
  const { list } = search;
  const browsing = tree && search.typed.trim() === '';
  const networkTree = useNetworkTree(search.open && tree, { networkId, queryLevel: treeQueryLevel, extras });

  const treeNodes = useMemo(() => networkTree.roots.map(toNode), [networkTree.roots]);
  const listNodes = useMemo(
    () => list.records.map((option) => toNode({ ...option, hasChildren: false })),
    [list.records],
  );
  const known = useMemo(() => indexById([...treeNodes, ...listNodes]), [treeNodes, listNodes]);

  const loading = browsing ? networkTree.loading : search.waiting;

  const choose = (chosen: { value: NetworkOption['id'] } | null | undefined) => {
    if (chosen === null || chosen === undefined) {
      if (!confirmClear) return setValue(null);
      void modal.confirm({ content: t('clearPermissionsConfirm'), onOk: () => setValue(null) });
      return;
    }
    const option = known.get(chosen.value);
    if (option) setValue(option);
    search.close();
  };

  return (
    <>
      <TreeSelect<{ value: NetworkOption['id']; label: string } | undefined, NetworkNode>
        id={id}
        className={className}
        style={{ minWidth: 240, ...style }}
        classNames={{ popup: { root: popupClassName } }}
        styles={{ popup: { root: { maxHeight: NETWORK_SELECT_HEIGHT } } }}
        disabled={disabled}
        allowClear={allowClear}
        placeholder={placeholder ?? t('pickers.networkPlaceholder')}
        labelInValue
        value={value ? { value: value.id, label: networkLabel(value) } : undefined}
        onChange={choose}
        treeData={browsing ? treeNodes : listNodes}
        treeNodeLabelProp="label"
        loadData={
          browsing ? (node) => networkTree.loadChildren((node as unknown as NetworkNode).option) : undefined
        }
        showSearch={{
          searchValue: search.typed,
          onSearch: search.onSearch,
          filterTreeNode: false,
          autoClearSearchValue: false,
        }}
        open={search.open}
        onOpenChange={search.onOpenChange}
        onPopupScroll={browsing ? undefined : list.onPopupScroll}
        listHeight={browsing ? TREE_LIST_HEIGHT : DROPDOWN_MAX_HEIGHT}
        virtual={false}
        notFoundContent={loading ? t('querying') : t('noData')}
      />
      {modalHolder}
    </>
  );
}

function toNode(option: NetworkOption): NetworkNode {
  const label = networkLabel(option);
  return {
    value: option.id,
    key: option.id,
    label,
    title: (
      <span>
        {label}
        {option.abnormalName ? (
          <Typography.Text type="danger" style={{ marginLeft: 8 }}>
            {option.abnormalName}
          </Typography.Text>
        ) : null}
      </span>
    ),
    isLeaf: !option.hasChildren,
    disabled: Number(option.isEnable) === IS_ENABLE_OFF,
    option,
    children: option.children?.map(toNode),
  };
}

function indexById(nodes: NetworkNode[], into = new Map<NetworkOption['id'], NetworkOption>()) {
  for (const node of nodes) {
    into.set(node.value, node.option);
    if (node.children) indexById(node.children, into);
  }
  return into;
}
