/** The product's name as its pages and files show it ("Powered by …", PDF creator, watermark). */
export const PRODUCT_NAME = 'BizSuite';
