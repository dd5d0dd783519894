/**
 * An upload button's spoken name: the words it shows first (WCAG 2.5.3, so a person saying them reaches it), then the
 * field it fills (`field`, the form item's label), as 更换 alone would not say which file. No field: no
 * aria-label, so the button is named by its words alone.
 */
export const uploadButtonName = (shown: string, field: string | undefined) => (field ? `${shown} ${field}` : undefined);
