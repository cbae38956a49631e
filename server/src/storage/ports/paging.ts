/** Which page of a list a query asks for. */
export type PageRequest = {
  /** 1-based. */
  page: number;
  pageSize: number;
};

/** One page of a list, and how many items the whole list has. */
export type Page<T> = { items: T[]; total: number } & PageRequest;
