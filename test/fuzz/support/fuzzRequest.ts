/** One request of a fuzz run, and how to judge its answer. */
export interface FuzzRequest {
  /** The operation or GraphQL field it exercises ('main.getCustomer', 'content.Query.offer'): one test each. */
  target: string;
  /** 'valid' or the mutation kind. */
  kind: string;
  method: string;
  /** Path and query, from the origin. */
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** What is wrong with the answer beyond a 5xx or a hang (outside the contract), or null. */
  judge(status: number, body: unknown): string | null;
}

/** Who the run signs in as, and whose state it must never change. */
export interface FuzzCustomers {
  attacker: { customerId: string; accessToken: string };
  /** The other customer: their ids are sent by the attacker; their state is compared before and after. */
  victim: { customerId: string; accessToken: string };
}
