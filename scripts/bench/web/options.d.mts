export declare const GROUPS: string[];
export declare const USAGE: string;
export declare function parseOptions(argv: string[]): {
  against: string | undefined;
  runs: number;
  pages: string[] | undefined;
  interactions: string[] | undefined;
  skip: Set<string>;
  help: boolean;
};
export declare function selected<T extends { name: string }>(items: T[], only: string[] | undefined, what: string, known?: string[]): T[];
