import {
  Building2,
  CalendarDays,
  ChartColumn,
  FileText,
  HelpCircle,
  Home,
  Lock,
  Megaphone,
  Settings,
  Store,
  Users,
} from 'lucide-react';
import type { SideNavGroup, SideNavItem } from '../SideNav/SideNav.tsx';

/** Story data shared by the shell's stories: the agency and brand menus and bottom links. */
export const agencyNav: SideNavGroup[] = [
  {
    id: 'main',
    items: [
      { id: 'home', label: 'Home', href: '/agency/home', icon: <Home /> },
      { id: 'agencies', label: 'Agencies', href: '/agency/agencies', icon: <Building2 /> },
      { id: 'brands', label: 'Brands', href: '/agency/brands', icon: <Store /> },
      { id: 'creators', label: 'Creators', href: '/agency/creators', icon: <Users /> },
      { id: 'finance', label: 'Finance', href: '/agency/accounting', icon: <ChartColumn /> },
      { id: 'traffic', label: 'Traffic', href: '/agency/traffic', icon: <Megaphone /> },
    ],
  },
];

export const brandNav: SideNavGroup[] = [
  {
    id: 'main',
    items: [
      { id: 'home', label: 'Dashboard', href: '/brand/home', icon: <Home /> },
      { id: 'calendar', label: 'Calendar', href: '/brand/calendar', icon: <CalendarDays /> },
      { id: 'approvals', label: 'Creators', href: '/brand/approvals', icon: <Users /> },
      { id: 'reports', label: 'Reporting', href: '/brand/reports', icon: <ChartColumn /> },
    ],
  },
];

export const bottomLinks = (appType: 'agency' | 'brand'): SideNavItem[] => [
  ...(appType === 'agency'
    ? [
        {
          id: 'settings',
          label: 'Application settings',
          href: '/agency/settings',
          icon: <Settings />,
        },
      ]
    : []),
  { id: 'optout', label: 'Contact support', href: `/${appType}/optout`, icon: <HelpCircle /> },
  { id: 'privacy', label: 'Privacy policy', href: `/${appType}/privacy`, icon: <Lock /> },
  { id: 'terms', label: 'Terms of service', href: `/${appType}/terms`, icon: <FileText /> },
];

export const creatorBrands = (active: number, inactive: number): SideNavGroup[] => [
  {
    id: 'active',
    title: 'Active Brands',
    emptyText: 'No Brands',
    items: ['Acme Energy', 'Northwind Coffee', 'Globex VPN', 'Initech Meal Kits']
      .slice(0, active)
      .map((name, index) => ({
        id: `active-${index}`,
        label: name,
        href: `/creator/brand/${index + 1}`,
        description: `Last aired 03/${String(14 - index).padStart(2, '0')}/2024`,
      })),
  },
  {
    id: 'inactive',
    title: 'Inactive Brands',
    emptyText: 'No Brands',
    items: ['Umbrella Insurance', 'Hooli Phones'].slice(0, inactive).map((name, index) => ({
      id: `inactive-${index}`,
      label: name,
      href: `/creator/brand/${index + 10}`,
      description: `Last aired 11/0${index + 2}/2023`,
    })),
  },
];
