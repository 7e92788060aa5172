export declare function startFloorProxy(upstream: string): Promise<{ origin: string; close: () => Promise<void> }>;
