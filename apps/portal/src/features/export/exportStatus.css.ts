import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

export const exportProgress = style({ flex: '0 1 16rem' });

export const exportFailure = style({ color: vars.color.criticalText });
