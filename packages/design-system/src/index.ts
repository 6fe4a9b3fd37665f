// The public API of @airtime/design-system: components, formatters (also at
// '@airtime/design-system/format', without React), tokens, theme classes, layout helpers, and
// React Aria's RouterProvider (wrap the app in it so Link and LinkButton use the app's router).
// Every export is named on purpose; Biome keeps the list sorted by path. Adding a component means
// adding its line here (see README, "Adding a component").

// The global styles: the build moves their CSS to reset.css (opt-in), global.css and styles.css.
import './theme/base.css.ts';
import './theme/reset.css.ts';

export { RouterProvider } from 'react-aria-components';
export type { AccountMenuVariants } from './AccountMenu/AccountMenu.css.ts';
export { AccountMenu, type AccountMenuProps } from './AccountMenu/AccountMenu.tsx';
export type { AppShellVariants } from './AppShell/AppShell.css.ts';
export { AppShell, type AppShellProps } from './AppShell/AppShell.tsx';
export { type AppShellNav, type NavMode, useAppShellNav } from './AppShell/AppShellContext.ts';
export type { AvatarVariants } from './Avatar/Avatar.css.ts';
export { Avatar, type AvatarProps, type AvatarSize } from './Avatar/Avatar.tsx';
export { getInitials } from './Avatar/getInitials.ts';
export type { AvatarGroupVariants } from './AvatarGroup/AvatarGroup.css.ts';
export {
  AvatarGroup,
  type AvatarGroupPerson,
  type AvatarGroupProps,
} from './AvatarGroup/AvatarGroup.tsx';
export {
  AvatarGroupTooltip,
  type AvatarGroupTooltipProps,
} from './AvatarGroup/AvatarGroupTooltip.tsx';
export { AvatarName, type AvatarNameProps } from './AvatarName/AvatarName.tsx';
export type { BadgeVariants } from './Badge/Badge.css.ts';
export { Badge, type BadgeProps } from './Badge/Badge.tsx';
export type { BannerVariants } from './Banner/Banner.css.ts';
export { Banner, type BannerProps } from './Banner/Banner.tsx';
export { BarChart, type BarChartProps } from './BarChart/BarChart.tsx';
export type { BreadcrumbsVariants } from './Breadcrumbs/Breadcrumbs.css.ts';
export {
  Breadcrumb,
  type BreadcrumbProps,
  Breadcrumbs,
  type BreadcrumbsProps,
} from './Breadcrumbs/Breadcrumbs.tsx';
export type { ButtonVariants } from './Button/Button.css.ts';
export { Button, type ButtonProps } from './Button/Button.tsx';
export type { CalendarVariants } from './Calendar/Calendar.css.ts';
export { Calendar, type CalendarProps } from './Calendar/Calendar.tsx';
export type { CalendarItemNoun } from './Calendar/CalendarDay.tsx';
export type { CalendarItem } from './Calendar/CalendarEntry.tsx';
export {
  type CalendarRange,
  type CalendarView,
  getCalendarRange,
  type WeekStartsOn,
} from './Calendar/calendarDates.ts';
export type { CardVariants } from './Card/Card.css.ts';
export { Card, type CardProps } from './Card/Card.tsx';
export type { ChartVariants } from './Chart/Chart.css.ts';
export type { ChartBaseProps } from './Chart/ChartFrame.tsx';
export type { ChartRawValue } from './Chart/ChartTable.tsx';
export { ChartExportContext, type ChartExportData } from './Chart/chartExport.ts';
export type { ChartLabelFormat, ChartValueFormat } from './Chart/chartFormat.ts';
export {
  CHART_TONES,
  type ChartDatum,
  type ChartSeries,
  type ChartTone,
} from './Chart/chartScales.ts';
export type { CheckboxVariants } from './Checkbox/Checkbox.css.ts';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox.tsx';
export type { ChoiceListVariants } from './CheckboxGroup/CheckboxGroup.css.ts';
export { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup/CheckboxGroup.tsx';
export type { ColumnsVariants } from './Columns/Columns.css.ts';
export { Columns, type ColumnsProps } from './Columns/Columns.tsx';
export { ComboBox, type ComboBoxProps } from './ComboBox/ComboBox.tsx';
export { ComboBoxItem, type ComboBoxItemProps } from './ComboBox/ComboBoxItem.tsx';
export { LazyComboBox, type LazyComboBoxProps } from './ComboBox/LazyComboBox.tsx';
export { CommandPalette, type CommandPaletteProps } from './CommandPalette/CommandPalette.tsx';
export type {
  CommandPaletteItem,
  CommandPaletteSection,
} from './CommandPalette/CommandPalettePanel.tsx';
export type { ConfirmDialogVariants } from './ConfirmDialog/ConfirmDialog.css.ts';
export {
  CONFIRM_FALLBACK_ERROR,
  ConfirmDialog,
  type ConfirmDialogProps,
} from './ConfirmDialog/ConfirmDialog.tsx';
export { DatePicker, type DatePickerProps, type DateValue } from './DatePicker/DatePicker.tsx';
export {
  type DateRange,
  DateRangePicker,
  type DateRangePickerProps,
} from './DateRangePicker/DateRangePicker.tsx';
export { DateText, type DateTextFormat, type DateTextProps } from './DateText/DateText.tsx';
export type { DialogVariants } from './Dialog/Dialog.css.ts';
export {
  Dialog,
  type DialogContent,
  type DialogProps,
  DialogTrigger,
  type DialogTriggerProps,
} from './Dialog/Dialog.tsx';
export type { DonutChartVariants } from './DonutChart/DonutChart.css.ts';
export {
  DonutChart,
  type DonutChartDatum,
  type DonutChartProps,
} from './DonutChart/DonutChart.tsx';
export type { DrawerVariants } from './Drawer/Drawer.css.ts';
export { Drawer, type DrawerProps } from './Drawer/Drawer.tsx';
export type { StateMessageVariants } from './EmptyState/EmptyState.css.ts';
export {
  EmptyState,
  type EmptyStateAction,
  type EmptyStateProps,
} from './EmptyState/EmptyState.tsx';
export {
  ErrorState,
  type ErrorStateAction,
  type ErrorStateProps,
} from './ErrorState/ErrorState.tsx';
export { Description, type DescriptionProps } from './Field/Description.tsx';
export { type FieldVariants, visuallyHidden } from './Field/Field.css.ts';
export { FieldError, type FieldErrorProps } from './Field/FieldError.tsx';
export type { FieldLabelProps } from './Field/FieldProps.ts';
export { Label, type LabelProps } from './Field/Label.tsx';
export { Figure, type FigureProps } from './Figure/Figure.tsx';
export {
  type DateInput,
  EMPTY_VALUE,
  type FormatMoneyOptions,
  type FormatNumberOptions,
  type FormatPercentOptions,
  type FormatWeekOfOptions,
  formatDate,
  formatMoney,
  formatMonth,
  formatMonthRange,
  formatNumber,
  formatNumericDate,
  formatPercent,
  formatWeekOf,
  type MoneyParty,
  type NumericInput,
  parseCalendarDate,
} from './format.ts';
export type { GlobalSearchVariants } from './GlobalSearch/GlobalSearch.css.ts';
export {
  GlobalSearch,
  type GlobalSearchFilterOption,
  type GlobalSearchProps,
} from './GlobalSearch/GlobalSearch.tsx';
export type {
  GlobalSearchMarkerLabels,
  GlobalSearchResult,
} from './GlobalSearch/GlobalSearchItem.tsx';
export { getPlatform, PLATFORMS, type Platform } from './GlobalSearch/platformIcons.ts';
export {
  type HighlightRange,
  type HighlightSegment,
  splitHighlights,
} from './GlobalSearch/splitHighlights.ts';
export type { HeaderVariants } from './Header/Header.css.ts';
export { Header, type HeaderProps } from './Header/Header.tsx';
export { HeaderIconButton, type HeaderIconButtonProps } from './Header/HeaderIconButton.tsx';
export { IconButton, type IconButtonProps } from './IconButton/IconButton.tsx';
export type { InlineVariants } from './Inline/Inline.css.ts';
export { Inline, type InlineProps } from './Inline/Inline.tsx';
export type { LineChartVariants } from './LineChart/LineChart.css.ts';
export { LineChart, type LineChartProps, type LineChartSeries } from './LineChart/LineChart.tsx';
export { Link, type LinkProps } from './Link/Link.tsx';
export { LinkButton, type LinkButtonProps } from './LinkButton/LinkButton.tsx';
export type { LoadingOverlayVariants } from './LoadingOverlay/LoadingOverlay.css.ts';
export { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay/LoadingOverlay.tsx';
export type { LoadMoreVariants } from './LoadMore/LoadMore.css.ts';
export { LoadMore, type LoadMoreProps } from './LoadMore/LoadMore.tsx';
export type { MenuItemVariants } from './Menu/Menu.css.ts';
export { Menu, type MenuProps, MenuTrigger, type MenuTriggerProps } from './Menu/Menu.tsx';
export { MenuItem, type MenuItemProps } from './Menu/MenuItem.tsx';
export { MenuPopover, type MenuPopoverProps } from './Menu/MenuPopover.tsx';
export {
  MenuSection,
  type MenuSectionProps,
  MenuSeparator,
  type MenuSeparatorProps,
} from './Menu/MenuSection.tsx';
export {
  type MenuButton,
  type MenuButtonPopoverProps,
  type MenuButtonTriggerProps,
  type MenuFocusStrategy,
  useMenuButton,
} from './Menu/useMenuButton.ts';
export type { ModalVariants } from './Modal/Modal.css.ts';
export { Modal, type ModalProps } from './Modal/Modal.tsx';
export {
  type ManagedModalProps,
  type ModalEntryOf,
  ModalManager,
  type ModalManagerApi,
  type ModalManagerProps,
  type ModalPropsOf,
  type ModalRegistry,
  type ModalsAdapter,
  useModalManager,
} from './ModalManager/ModalManager.tsx';
export { MODAL_REOPEN_DELAY, type ModalEntry } from './ModalManager/modalStack.ts';
export { Money, type MoneyProps } from './Money/Money.tsx';
export {
  NativeBreadcrumb,
  type NativeBreadcrumbProps,
  NativeBreadcrumbs,
  type NativeBreadcrumbsProps,
} from './Native/NativeBreadcrumbs.tsx';
export { NativeButton, type NativeButtonProps } from './Native/NativeButton.tsx';
export { NativeCheckbox, type NativeCheckboxProps } from './Native/NativeCheckbox.tsx';
export { NativeLink, type NativeLinkProps } from './Native/NativeLink.tsx';
export {
  NativeProgressBar,
  type NativeProgressBarProps,
} from './Native/NativeProgressBar.tsx';
export {
  NativeSearchField,
  type NativeSearchFieldProps,
} from './Native/NativeSearchField.tsx';
export { NativeSwitch, type NativeSwitchProps } from './Native/NativeSwitch.tsx';
export { NativeTextArea, type NativeTextAreaProps } from './Native/NativeTextArea.tsx';
export { NativeTextField, type NativeTextFieldProps } from './Native/NativeTextField.tsx';
export { Num, type NumProps } from './Num/Num.tsx';
export { NumberField, type NumberFieldProps } from './NumberField/NumberField.tsx';
export type { PaginationVariants } from './Pagination/Pagination.css.ts';
export { Pagination, type PaginationProps } from './Pagination/Pagination.tsx';
export type { PopoverVariants } from './Popover/Popover.css.ts';
export { Popover, type PopoverProps } from './Popover/Popover.tsx';
export {
  type PopoverOpenOn,
  PopoverTrigger,
  type PopoverTriggerProps,
} from './Popover/PopoverTrigger.tsx';
export type { ProgressBarVariants } from './ProgressBar/ProgressBar.css.ts';
export { ProgressBar, type ProgressBarProps } from './ProgressBar/ProgressBar.tsx';
export { Radio, type RadioProps } from './RadioGroup/Radio.tsx';
export type { RadioVariants } from './RadioGroup/RadioGroup.css.ts';
export { RadioGroup, type RadioGroupProps } from './RadioGroup/RadioGroup.tsx';
export {
  RecordHeader,
  RecordHeaderFigure,
  type RecordHeaderFigureProps,
  type RecordHeaderProps,
} from './RecordHeader/RecordHeader.tsx';
export { SearchField, type SearchFieldProps } from './SearchField/SearchField.tsx';
export { Section, type SectionProps } from './Section/Section.tsx';
export { LazySelect, type LazySelectProps } from './Select/LazySelect.tsx';
export { Select, type SelectProps } from './Select/Select.tsx';
export { SelectItem, type SelectItemProps } from './Select/SelectItem.tsx';
export type { SideNavLinkVariants } from './SideNav/SideNav.css.ts';
export {
  SideNav,
  type SideNavGroup,
  type SideNavItem,
  type SideNavProps,
} from './SideNav/SideNav.tsx';
export type { SkeletonVariants } from './Skeleton/Skeleton.css.ts';
export { Skeleton, type SkeletonProps } from './Skeleton/Skeleton.tsx';
export type { SparklineVariants } from './Sparkline/Sparkline.css.ts';
export { Sparkline, type SparklineProps } from './Sparkline/Sparkline.tsx';
export { Spinner, type SpinnerProps } from './Spinner/Spinner.tsx';
export type { StackVariants } from './Stack/Stack.css.ts';
export { Stack, type StackProps } from './Stack/Stack.tsx';
export type { StackedBarChartVariants } from './StackedBarChart/StackedBarChart.css.ts';
export {
  StackedBarChart,
  type StackedBarChartProps,
} from './StackedBarChart/StackedBarChart.tsx';
export {
  type ChangeDirection,
  type DescribedChange,
  describeChange,
} from './Stat/describeChange.ts';
export type { StatVariants } from './Stat/Stat.css.ts';
export { Stat, type StatFormat, type StatProps } from './Stat/Stat.tsx';
export type { StatusBadgeVariants } from './StatusBadge/StatusBadge.css.ts';
export { StatusBadge, type StatusBadgeProps } from './StatusBadge/StatusBadge.tsx';
export type { StepsVariants } from './Steps/Steps.css.ts';
export { type StepState, Steps, type StepsItem, type StepsProps } from './Steps/Steps.tsx';
export type { SwitchVariants } from './Switch/Switch.css.ts';
export { Switch, type SwitchProps } from './Switch/Switch.tsx';
export {
  observeScrollRectAfterLayout,
  type ScrollRect,
} from './Table/observeScrollRectAfterLayout.ts';
export type { TableVariants } from './Table/Table.css.ts';
export {
  Table,
  type TableBaseProps,
  type TableLabelling,
  type TableProps,
} from './Table/Table.tsx';
export type { TableColumn } from './Table/tableColumns.ts';
export type {
  TableRowGroup,
  TableRowGroups,
  TableRowTone,
} from './Table/tableRowGroups.ts';
export { type SortValue, sortRows } from './Table/tableSort.ts';
export type { TabListVariants } from './Tabs/Tabs.css.ts';
export {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
} from './Tabs/Tabs.tsx';
export type { TagListVariants, TagVariants } from './Tag/Tag.css.ts';
export { Tag, type TagProps } from './Tag/Tag.tsx';
export { TagGroup, type TagGroupProps } from './Tag/TagGroup.tsx';
export { TextArea, type TextAreaProps } from './TextArea/TextArea.tsx';
export { TextField, type TextFieldProps } from './TextField/TextField.tsx';
export type { ToastVariants } from './Toast/Toast.css.ts';
export { ToastRegion, type ToastRegionProps } from './Toast/Toast.tsx';
export {
  type AppToastQueue,
  createToaster,
  MAX_VISIBLE_TOASTS,
  type ShowToast,
  TOAST_TIMEOUT,
  TOAST_TONES,
  type ToastAction,
  type ToastContent,
  type Toaster,
  type ToastOptions,
  type ToastTone,
  toast,
  toastQueue,
} from './Toast/toastQueue.ts';
export { Toolbar, type ToolbarProps } from './Toolbar/Toolbar.tsx';
export type { TooltipVariants } from './Tooltip/Tooltip.css.ts';
export {
  Tooltip,
  type TooltipProps,
  TooltipTrigger,
  type TooltipTriggerProps,
} from './Tooltip/Tooltip.tsx';
export { getBreakpoint, media, mediaBelow, reducedMotion, responsiveStyle } from './theme/media.ts';
export { type Sprinkles, sprinkles } from './theme/sprinkles.css.ts';
export { themeClass } from './theme/themeClass.ts';
export { greyTheme, orangeTheme, themeClasses } from './theme/themes.css.ts';
export { type TextVariants, text } from './theme/typography.css.ts';
export { responsiveVars, vars } from './theme/vars.css.ts';
export { BREAKPOINT_NAMES, type Breakpoint, breakpoints } from './tokens/breakpoints.ts';
export { layout } from './tokens/layout.ts';
export type { ColorTokens, FontSize, Space, Tokens } from './tokens/Tokens.ts';
export { THEME_NAMES, type ThemeName, themeTokens } from './tokens/themes.ts';
export {
  type IntentLoader,
  intentLoader,
  useIntentLoaded,
} from './utils/intentLoader.ts';
export type { LayoutElement } from './utils/layoutElement.ts';
