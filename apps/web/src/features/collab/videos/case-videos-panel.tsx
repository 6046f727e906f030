// A case's videos inside the package detail (deals renders it; performance builds it): list, add by
// video ID or URL, remove. Until the performance part lands it shows nothing.
export type CaseVideosPanelProps = { caseId: number; channelId: string; canEdit: boolean };

export function CaseVideosPanel(_props: CaseVideosPanelProps) {
  return null;
}
