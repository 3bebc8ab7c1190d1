// A job's status and the list's sort columns: plain constants (no zod), for a client's tabs,
// filters and columns.

/** 1 待发布 (draft), 2 招聘中 (published), 3 已下线 (closed). */
export const JOB_STATUS = { draft: 1, published: 2, closed: 3 } as const;
export type JobStatus = (typeof JOB_STATUS)[keyof typeof JOB_STATUS];

/** The columns the job list sorts by (then by id). */
export const JOB_SORTS = ['updatedAt', 'createdAt', 'salaryMax', 'expiresAt', 'id'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
