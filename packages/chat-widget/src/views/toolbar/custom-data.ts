// The data of the custom messages the toolbar sends (docs/chat.md §3 businessIDs).
export function askResumeData(text: string, description: string) {
  // link: where the candidate answers with a resume; the platform resolves it by businessID.
  return { businessID: 'askResume', link: '', text, description };
}

export function interviewData(interview: Record<string, unknown>) {
  return { businessID: 'interview', interview };
}
