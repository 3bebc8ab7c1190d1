// One icon per side-menu entry (lucide-react, imported by name so only these are bundled, in the
// layout's chunk, never the login page's). Keyed by route name: the route table stays free of
// React components, since the login page loads it.
import {
  BriefcaseBusiness,
  Building2,
  CalendarClock,
  ChartColumn,
  ChartPie,
  Circle,
  CircleUser,
  ClipboardList,
  FileUser,
  HandHeart,
  House,
  MessageSquare,
  MessageSquareText,
  Presentation,
  Star,
  UserSearch,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { KeyInTopic } from '../i18n-keys';

const ICONS: Partial<Record<KeyInTopic<'menu'>, LucideIcon>> = {
  home: House,
  communicateIndex: MessageSquare,
  zhiweiIndex: BriefcaseBusiness,
  jianliIndex: FileUser,
  zhaorenIndex: UserSearch,
  niurenIndex: Users,
  interviewIndex: CalendarClock,
  qiyeZhaopinhuiIndex: Presentation,
  HelpManage: ClipboardList,
  HelpPlan: HandHeart,
  HelpDatas: ChartPie,
  friendIndex: UsersRound,
  'mycompany-info': Building2,
  ziliaoIndex: CircleUser,
  datasIndex: ChartColumn,
  yijianIndex: MessageSquareText,
  survey: Star,
};

/** The entry's icon; a plain dot for a route added to the menu without one. */
export function menuIconOf(routeName: string): LucideIcon {
  return ICONS[routeName as KeyInTopic<'menu'>] ?? Circle;
}
