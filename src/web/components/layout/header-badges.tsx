import type { ComponentType } from 'react';

/**
 * Icon badges shown in the header for signed-in users (notifications bell, messages), in order.
 * The notifications and conversations features add theirs here.
 */
export const headerBadges: ComponentType[] = [];
