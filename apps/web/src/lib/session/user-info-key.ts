// Kept apart from user-info.ts so that the sign-in page can refresh user info without loading
// TanStack Query's useQuery.
export const userInfoKey = ['user_info'] as const;

export const hasSessionMarker = () => document.cookie.split(';').some((c) => c.trim().startsWith('chorus_signed_in='));
