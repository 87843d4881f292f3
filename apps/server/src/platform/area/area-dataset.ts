import fs from 'node:fs';
import path from 'node:path';
import { LruCache } from './lru-cache.js';

/** 1 province, 2 city, 3 district, 4 street (spec 01 §3 area entries). */
export type AreaType = 1 | 2 | 3 | 4;

export interface AreaNode {
  code: string;
  name: string;
  type: AreaType;
  parent: string | null;
  /** Child codes for provinces, cities and districts; streets are loaded per city on demand. */
  children: string[];
  /** Whether the children are streets (a district, or a city without districts such as 东莞). */
  streetParent: boolean;
}

/** [code, name, children?] as written by scripts/build-area-data.mjs. */
type TreeEntry = [string, string, TreeEntry[]?];
type StreetFile = Record<string, [string, string][]>;

interface StreetIndex {
  byParent: Map<string, AreaNode[]>;
  byCode: Map<string, AreaNode>;
}

/** The city a code belongs to: its first four digits, padded (also for streets, 9 digits). */
export function cityCodeOf(code: string): string {
  return `${code.slice(0, 4)}00`;
}

/**
 * The offline dataset of China's divisions. Provinces, cities and districts (3,300 entries, ~80 KB)
 * are read once on first use; streets (41,000) are read one city file at a time and kept in an LRU,
 * so a process that never opens a street picker never holds them.
 */
export class AreaDataset {
  private tree: Promise<Map<string, AreaNode>> | undefined;
  private readonly streets: LruCache<string, Promise<StreetIndex>>;

  constructor(
    private readonly dir: string,
    streetCities = 64,
  ) {
    this.streets = new LruCache(streetCities);
  }

  /** How many cities' streets are held now (at most the capacity given). */
  get cachedStreetCities(): number {
    return this.streets.size;
  }

  /** Provinces, cities and districts by code. */
  async index(): Promise<Map<string, AreaNode>> {
    this.tree ??= this.loadTree().catch((error: unknown) => {
      this.tree = undefined; // let a later call retry rather than remember the failure
      throw error;
    });
    return this.tree;
  }

  async provinces(): Promise<AreaNode[]> {
    const index = await this.index();
    return [...index.values()].filter((n) => n.type === 1);
  }

  /** Any level's node, loading the street file of its city when the code is a street's. */
  async node(code: string): Promise<AreaNode | undefined> {
    if (code.length !== 9) return (await this.index()).get(code);
    const parent = (await this.index()).get(cityCodeOf(code));
    if (!parent) return undefined;
    return (await this.streetsOfCity(parent.code)).byCode.get(code);
  }

  /** The direct children of a node (streets for a district). */
  async children(node: AreaNode): Promise<AreaNode[]> {
    if (node.type === 4) return [];
    if (node.streetParent)
      return (await this.streetsOfCity(cityCodeOf(node.code))).byParent.get(node.code) ?? [];
    const index = await this.index();
    return node.children.flatMap((code) => index.get(code) ?? []);
  }

  /** Every street of one city (for the map's local search), in code order. */
  async streetsOf(cityCode: string): Promise<AreaNode[]> {
    return [...(await this.streetsOfCity(cityCode)).byCode.values()];
  }

  private streetsOfCity(cityCode: string): Promise<StreetIndex> {
    let entry = this.streets.get(cityCode);
    if (!entry) {
      entry = this.loadStreets(cityCode);
      this.streets.set(cityCode, entry);
      entry.catch(() => this.streets.delete(cityCode)); // retry on a later call
    }
    return entry;
  }

  private async loadTree(): Promise<Map<string, AreaNode>> {
    const text = await fs.promises.readFile(path.join(this.dir, 'areas.json'), 'utf8');
    const { provinces } = JSON.parse(text) as { provinces: TreeEntry[] };
    const index = new Map<string, AreaNode>();
    const add = (entry: TreeEntry, type: AreaType, parent: string | null): void => {
      const [code, name, children] = entry;
      // A district's children are streets; so are a city's when it has no districts (东莞, 中山, 儋州).
      const streetParent = type === 3 || (type === 2 && !children?.length);
      index.set(code, {
        code,
        name,
        type,
        parent,
        children: (children ?? []).map((c) => c[0]),
        streetParent,
      });
      for (const child of children ?? []) add(child, (type + 1) as AreaType, code);
    };
    for (const province of provinces) add(province, 1, null);
    return index;
  }

  private async loadStreets(cityCode: string): Promise<StreetIndex> {
    const byParent = new Map<string, AreaNode[]>();
    const byCode = new Map<string, AreaNode>();
    // Callers pass the code of a known city, so the name is one the build wrote (digits only).
    const file = path.join(this.dir, 'streets', `${cityCode}.json`);
    const data = JSON.parse(await fs.promises.readFile(file, 'utf8')) as StreetFile;
    for (const [parent, streets] of Object.entries(data)) {
      const nodes = streets.map(([code, name]): AreaNode => {
        return { code, name, type: 4, parent, children: [], streetParent: false };
      });
      byParent.set(parent, nodes);
      for (const node of nodes) byCode.set(node.code, node);
    }
    return { byParent, byCode };
  }
}

/**
 * The data folder from src (vitest) and from dist (node dist/main.js): tsc does not copy JSON, so the
 * compiled server reads the generated files where they are committed, apps/server/src/area/data.
 */
export function resolveAreaDataDir(from = import.meta.dirname): string {
  const candidates = [path.resolve(from, '../../area/data'), path.resolve(from, '../../../src/area/data')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'areas.json')));
  if (!found) throw new Error(`area data not found in ${candidates.join(' or ')}`);
  return found;
}
