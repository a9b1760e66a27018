// html-validate for the admin console's rendered pages: the repository's rules (../.htmlvalidate.mjs)
// with the exceptions Ant Design's own markup needs. Each names the antd part; our code keeps the
// rules (it renders real lists, buttons and labels).
export default {
  rules: {
    // antd styles its components with inline style attributes (CSS-in-JS, its documented design).
    'no-inline-style': 'off',
    // antd's Switch is a <button> holding its handle <div>, and its click "wave" puts a <div>
    // inside the clicked <button>.
    'element-permitted-content': 'off',
    'prefer-native-element': [
      'error',
      {
        exclude: [
          // The rich-text editor (components/rich-text-editor.tsx): formatted text needs a
          // contentEditable element; a <textarea> holds plain text only.
          'textbox',
          // antd's Input.Password shows its show/hide icon as a <span role="button">.
          'button',
          // antd's Select (the departure form's destination, the booking forms' choosers) keeps
          // the list it opened as a <div role="listbox">: searchable and styled, unlike <select>.
          'listbox',
        ],
      },
    ],
    // antd's Table pagination writes its page numbers as <a rel="nofollow"> without an href
    // (they are driven by script); rel on such an <a> is what the rule reports.
    'attribute-misuse': 'off',
    // antd's Form.Item label points at the field's id also when the control is a group
    // (Radio.Group) or the rich-text editor; both are named by aria-label / their group.
    'valid-for': 'off',
    // antd's Modal wraps its close icon in <span class="ant-modal-close-x"> and gives that span
    // the close button's aria-label too (antd/es/_util/hooks/useClosable.js, computeCloseIcon);
    // the <button> around it carries the same name, which is what is read.
    'aria-label-misuse': ['error', { elements: { exclude: ['span'] } }],
    // antd's Tabs keep an inactive pane in the page with aria-hidden and its 'tabpane-hidden'
    // class (display: none; @rc-component/tabs TabPane), so its fields are not focusable: the
    // rule reads no CSS (the editors' English | বাংলা | हिन्दी tabs).
    'hidden-focusable': 'off',
  },
};
