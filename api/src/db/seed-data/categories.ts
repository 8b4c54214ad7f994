// Seed article categories. 'pravo' is active but has no articles;
// 'novini' is inactive.
import type { SeedCategory } from './types';

export const seedCategories: SeedCategory[] = [
  {
    key: 'planirane',
    name: 'Стратегия и планиране',
    slug: 'strategiia-i-planirane',
    color: 'blue',
    isActive: true,
    order: 1,
  },
  {
    key: 'prodazhbi',
    name: 'Продажби и маркетинг',
    slug: 'prodazhbi-i-marketing',
    color: '#16a34a',
    isActive: true,
    order: 2,
  },
  {
    key: 'finansi',
    name: 'Финанси',
    slug: 'finansi',
    color: '#d97706',
    isActive: true,
    order: 3,
  },
  {
    key: 'ekipi',
    name: 'Лидерство и екипи',
    slug: 'liderstvo-i-ekipi',
    color: '#7c3aed',
    isActive: true,
    order: 4,
  },
  {
    key: 'pravo',
    name: 'Право и регулации',
    slug: 'pravo-i-regulatsii',
    color: '#dc2626',
    isActive: true,
    order: 5,
  },
  {
    key: 'novini',
    name: 'Новини от академията',
    slug: 'novini-ot-akademiiata',
    color: '#64748b',
    isActive: false,
    order: 6,
  },
];
