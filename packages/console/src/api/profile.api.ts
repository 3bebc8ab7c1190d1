// The personal info and recruiter card calls (issue 17): the signed-in account's info, its
// profile and password, and its recruiter card. Failures go through the console's error policy.
import { request } from './client';

export interface RecruiterCardSummary {
  id: number;
  title: string | null;
  mobile: string | null;
  email: string | null;
}

/** GET front/v1/user/info: the account, its company and whether it has a card. */
export interface UserProfile {
  id: number;
  username: string;
  name: string | null;
  nickname: string | null;
  avatar: string | null;
  mobile: string | null;
  email: string | null;
  companyName: string | null;
  isCompanyMainAdmin: boolean;
  recruiterCard: RecruiterCardSummary | null;
  hasRecruiterCard: boolean;
}

export interface ProfileInput {
  avatar: string | null;
  nickName: string;
  mobile: string;
  email: string | null;
}

export interface RecruiterCard {
  id: number;
  userId: number;
  name: string;
  title: string;
  avatar: string | null;
  mobile: string;
  email: string | null;
}

export interface CardInput {
  name: string;
  title: string;
  avatar: string | null;
  mobile: string;
  email: string | null;
}

export const fetchProfile = () => request<UserProfile>('front/v1/user/info');
export const updateProfile = (input: ProfileInput) =>
  request<Pick<UserProfile, 'id' | 'nickname' | 'avatar' | 'mobile' | 'email'>>('front/v1/user/profile', { method: 'PUT', body: input });
/** The account's other sessions end; this one goes on. */
export const changePassword = (oldPassword: string, newPassword: string) =>
  request<null>('front/v1/user/password', { method: 'PUT', body: { oldPassword, newPassword } });

/** The recruiter card, or null before it is made. */
export const fetchCard = () => request<RecruiterCard | null>('front/v1/card');
export const saveCard = (input: CardInput) => request<RecruiterCard>('front/v1/card', { method: 'PUT', body: input });
