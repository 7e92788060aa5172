// What the global setup tells the specs (through MULTI_CLUSTER), and how they read it.
export const INSTANCE_NAMES = ['a', 'b'] as const;
export type InstanceName = (typeof INSTANCE_NAMES)[number];

export interface ClusterInfo {
  /** The proxy's origin: the one public origin. */
  origin: string;
  databaseUrl: string;
  /** `root`: the folder it runs (and serves its own build) from; each instance has its own. */
  instances: { name: string; port: number; pid: number; root: string }[];
}

export function clusterInfo(): ClusterInfo {
  const raw = process.env.MULTI_CLUSTER;
  if (!raw) throw new Error('MULTI_CLUSTER is not set: the global setup did not start the cluster');
  return JSON.parse(raw) as ClusterInfo;
}

/** Why the tier is skipped, when the global setup could not have a PostgreSQL. */
export const skipReason = (): string | undefined => process.env.MULTI_SKIP_REASON || undefined;
