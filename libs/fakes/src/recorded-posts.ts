/**
 * Answers a model gave to the post prompt, kept as they came, for the fake OpenAI server:
 * one that passes every check, one that fails them (English hashtags, a bare «Καλέστε μας», no
 * telephone), and one that is not the JSON asked for; and one written to fail the fact sheet's checks.
 */
export const RECORDED_POST_ANSWERS = {
  /** For «Ορός Βιταμίνης C» of «Αισθητική Λάμψη», telephone 2310 555 123. */
  good: JSON.stringify({
    post: 'Το πρωί ξεκινά με λίγα λεπτά για εσάς.\n\nΟ Ορός Βιταμίνης C έχει ελαφριά υφή και μπαίνει εύκολα στην πρωινή σας περιποίηση, πριν από το αντηλιακό. Αν δεν ξέρετε από πού να ξεκινήσετε, ελάτε να το δούμε μαζί.\n\n📞 Για πληροφορίες, καλέστε μας στο 2310 555 123.\n\nΑισθητική Λάμψη · Θεσσαλονίκη\n\n#ορόςβιταμίνηςc #περιποίησηπροσώπου #θεσσαλονίκη #ομορφιά',
  }),
  failsChecks: JSON.stringify({
    post: 'Χαρούμενη νέα μέρα! ☀️\n\nΟ ορός «Ορός Βιταμίνης C» είναι εδώ για εσάς.\n\n📞 Καλέστε μας για να κλείσετε ραντεβού!\n\n#skincare #beauty #vitaminc',
  }),
  notJson: 'Ο Ορός Βιταμίνης C σας περιμένει! Καλέστε μας. #skincare',
  /**
   * Not recorded: written the way the Greek editor's reading found model and writer posts going wrong
   * (a sunscreen's protection given to a serum, the name repeated as its own predicate, a name-day
   * greeting glued to the post, a telephone's emoji before a link).
   */
  inventsFacts: JSON.stringify({
    post: 'Χρόνια πολλά σε όσους γιορτάζουν σήμερα! Ο Ορός Βιταμίνης C έχει δείκτη αντηλιακής προστασίας.\n\nΟ Ορός Βιταμίνης C περιέχει βιταμίνη C. Έχει ελαφριά υφή και μπαίνει εύκολα στην πρωινή σας περιποίηση.\n\n📞 Για πληροφορίες, καλέστε μας στο 2310 555 123.\n\nΑισθητική Λάμψη · Θεσσαλονίκη\n\n#περιποίησηπροσώπου #αντηλιακό #θεσσαλονίκη',
  }),
} as const;
