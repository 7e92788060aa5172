export declare class Results {
  errors: { section: string; name: string; target: string; message: string }[];
  add(section: string, name: string, target: string, figures: Record<string, number>): void;
  values(section: string, name: string, figure: string, target: string): number[];
  names(section: string): string[];
  fail(section: string, name: string, target: string, error: unknown): void;
  keep(section: string, name: string, target: string, detail: unknown): void;
  kept(section: string, name: string, target: string): unknown;
}
