import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchNetworkTree, type NetworkExtras, type NetworkOption } from './networkApi';

export interface NetworkTreeState {
  /** The loaded part of the tree: first level, plus the children of every expanded node. */
  roots: NetworkOption[];
  loading: boolean;
  /** Loads (once) the children of a node and puts them under it. */
  loadChildren(node: NetworkOption): Promise<void>;
}

interface NetworkTreeOptions {
  networkId?: number | string | null;
  queryLevel?: number;
  extras?: NetworkExtras;
}

/**
 * The lazy network tree of a picker: the first level loads when `enabled` first becomes true,
 * children load when a node is expanded (spec §7 network tree).
 * @example
 * const tree = useNetworkTree(open, { networkId: user.networkId });
 * <TreeSelect treeData={toNodes(tree.roots)} loadData={(node) => tree.loadChildren(node.option)} />;
 */
export function useNetworkTree(
  enabled: boolean,
  { networkId, queryLevel, extras }: NetworkTreeOptions,
): NetworkTreeState {
  const [roots, setRoots] = useState<NetworkOption[]>([]);
  const [loading, setLoading] = useState(false);
  const requested = useRef(false);
  const generation = useRef(0);
  const extrasKey = JSON.stringify(extras ?? {});

  useEffect(() => {
    generation.current += 1;
    requested.current = false;
    setRoots([]);
  }, [networkId, queryLevel, extrasKey]);

  useEffect(() => {
    if (!enabled || requested.current) return;
    requested.current = true;
    const mine = generation.current;
    setLoading(true);
    fetchNetworkTree({ networkId, queryLevel, extras: JSON.parse(extrasKey) as NetworkExtras }).then(
      (first) => {
        if (mine !== generation.current) return;
        setRoots(first);
        setLoading(false);
      },
      () => {
        // The http client has shown the server msg; a later open tries again.
        requested.current = false;
        setLoading(false);
      },
    );
  }, [enabled, networkId, queryLevel, extrasKey]);

  const loadChildren = useCallback(
    async (node: NetworkOption) => {
      if (node.children) return;
      const children = await fetchNetworkTree({
        id: node.id,
        level: node.level,
        networkId,
        queryLevel,
        extras: JSON.parse(extrasKey) as NetworkExtras,
      });
      setRoots((previous) => withChildren(previous, node.id, children));
    },
    [networkId, queryLevel, extrasKey],
  );

  return { roots, loading, loadChildren };
}

function withChildren(
  nodes: NetworkOption[],
  id: NetworkOption['id'],
  children: NetworkOption[],
): NetworkOption[] {
  return nodes.map((node) => {
    if (node.id === id) return { ...node, children };
    if (node.children) return { ...node, children: withChildren(node.children, id, children) };
    return node;
  });
}
