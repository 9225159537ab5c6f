/**
 * Spec 01 §5 "Images generally": the words of every image field, in the crop upload, the frame
 * image, the brand logo and the template covers, on the form and from the server alike.
 */
export const IMAGE_MESSAGES = {
  type: 'Image should be in 1:1 aspect ratio and in jpeg,png or jpg format.',
  required: 'Required',
} as const;
