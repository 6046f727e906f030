// Query keys of the channel group pages: the list, and one key per group's detail.
export const groupKeys = { all: ['channel-groups'] as const, detail: (id: number) => ['channel-groups', id] as const };
