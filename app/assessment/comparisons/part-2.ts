import type { PairTexts } from "./pair-texts";

/** Pair texts, part 2 of 4 (see docs/writing/comparisons.md). */
export const part2: PairTexts = {
  "ENFJ+ENTJ": {
    shared:
      "When a committee has circled the same question for three meetings, a Mentor and a Navigator are the two most likely to stand up and move it. They share Extraversion, so they think out loud and come alive in a busy room. They share Intuition, looking past today toward what a team could become. And they share Judging, so a loose idea soon gets a date, an owner and a follow-up.",
    different:
      "The split is Thinking versus Feeling. The Navigator leans Thinking and asks whether a plan is efficient and sound. The Mentor leans Feeling and asks how it will land with the people carrying it out. Planning a family reunion, the ENTJ may divide costs in a spreadsheet while the ENFJ notices that one cousin would struggle to pay for the venue. Each question catches what the other may miss.",
    together:
      "Since both like to steer, agree early on who leads which part, so two confident plans don't collide in the same meeting. The Navigator can give the Mentor a frank read on whether a favor-packed calendar is sustainable. The Mentor can tell the Navigator when a quiet person has stopped agreeing. A Friday check with two questions, one about results and one about people, keeps both lenses in use.",
  },
  "ENFP+ESFP": {
    shared:
      "A rainy Saturday with a Spark and a Celebrant can turn into an indoor picnic and three new acquaintances. Both are Extraverted and recharge in company. Both lean Feeling, so a plan is judged partly by whether everyone has a good time. Both prefer Perceiving, which keeps the day loose enough to follow a better invitation. Friends tend to leave their company feeling noticed and a little more cheerful.",
    different:
      "Intuitive versus Sensing is their one real difference. The Spark is Intuitive and often lives a few steps ahead, turning a chat with a barista into a business idea and a ceramics class. The Celebrant is Sensing and stays with what is happening now: who needs a plate, whether the music is too loud. At a party, the ENFP may be deep in a talk about someone's dreams while the ESFP makes sure the evening itself works.",
    together:
      "The Celebrant can help the Spark turn an idea into something people can touch this weekend, such as a trial run with real food and real guests. The Spark can help the Celebrant picture where a good month might lead. Because both tend to say yes before checking, one shared calendar, glanced at before any new plan, spares these two a lot of apologetic texts.",
  },
  "ENTJ+INTJ": {
    shared:
      "Navigators and Cartographers like a destination and a route to reach it. Their shared Intuition has them thinking in long-range patterns. Shared Thinking means a plan is judged by whether it holds up logically, not by who proposed it. Shared Judging means they would rather decide and refine than wait. Hand either one a vague proposal and both will likely ask the same first question: what exactly are we trying to achieve, and by when?",
    different:
      "The one gap is Extraverted versus Introverted. The Navigator is Extraverted and tends to work a problem out in the room, turning a stalled meeting into a whiteboard of owners and dates within twenty minutes. The Cartographer is Introverted and usually works it out alone first, then returns with a finished verdict. The ENTJ may read that silence as hesitation; the INTJ may find the quick public decision premature. Each is thinking at a different volume.",
    together:
      "Send the agenda a day ahead so the Cartographer can arrive with considered views, and let the Navigator run the live discussion that turns them into commitments. The INTJ can offer the ENTJ a quiet second look before a fast call becomes final. The ENTJ can carry a well-built plan into the rooms where it needs public backing, and give the Cartographer credit for drawing it.",
  },
  "ESFJ+ESTJ": {
    shared:
      "Hosts and Organizers are the people who make a gathering actually happen. Extraverted, they are comfortable taking charge of a crowded room. Sensing, they trust concrete facts such as the headcount and the budget. Judging, they want the plan settled and kept. If these two co-run a school fundraiser, the sign-up sheet goes out early, the reminders arrive on time and the folding chairs are counted twice.",
    different:
      "They part ways on Thinking and Feeling. The Organizer leans Thinking and judges a choice by fairness and results; the Host leans Feeling and weighs it by its effect on the people involved. When a volunteer keeps missing shifts, the ESTJ may want a direct conversation that week, while the ESFJ first wonders what is going on at home. One protects the standard and the other protects the person, and a group usually needs both.",
    together:
      "Split hard conversations by strength: the Host opens by asking how the other person is doing, and the Organizer names the specific change needed. The Organizer can help the Host state the main point in the first two sentences instead of softening it away. The Host can remind the Organizer to thank people by name once the job is done, which tends to bring volunteers back next year.",
  },
  "ESTJ+ESTP": {
    shared:
      "Organizers and Dynamos speak the same plain language. As Extraverts, they say what they think in the moment. As Sensing types, they trust facts they can check, like the actual price or the real delivery date. As Thinking types, they can talk about money, mistakes and performance without euphemism. A disagreement between these two rarely needs decoding, and a conversation tends to reach the point within a minute or two.",
    different:
      "An Organizer and a Dynamo differ only on the last letter. The Organizer prefers Judging: the week is planned on Monday, owners and dates are set, and a free Saturday fills up with errands. The Dynamo prefers Perceiving: try something, see what happens and adjust. On a shared project, the ESTJ may want a written plan before anyone starts, while the ESTP is already on the phone testing an idea. Both get results; the friction is about timing.",
    together:
      "Decide together which steps are truly fixed, such as the deadline and the budget, and leave the route between them open for the Dynamo to improvise. The Organizer can take the recap, the tracker and the follow-up that the ESTP may skip. The ESTP can unstick the plan when conditions change overnight. A fifteen-minute check each Friday covers both needs without a long meeting.",
  },
  "INFJ+INTJ": {
    shared:
      "Confidants and Cartographers share a quiet, long-range way of seeing. Introverted, they think best away from noise and prefer one serious conversation to a crowded party. Intuitive, they notice patterns and can sense where a project or a relationship is heading before it is obvious. Judging, they like to reach a conclusion and act on it. These two can sit in comfortable silence on a long drive and then talk for an hour.",
    different:
      "One letter separates them, T and F. The Cartographer leans Thinking and tests an idea for logical gaps. The Confidant leans Feeling and checks what it will mean for the people involved. When a colleague's proposal is weak, the INTJ may say so plainly in the meeting, while the INFJ chooses a private word afterward. Both are being honest; they differ on what honesty should protect first, the work or the person who made it.",
    together:
      "The Confidant can tell the Cartographer how a plan is likely to land with the people it affects. The Cartographer can help the Confidant turn a strong hunch into the three or four observations others will accept. Since both tend to keep things inside until they have decided, a short weekly habit of naming one thing going well and one that bothers them keeps surprises from building.",
  },
  "INTJ+INTP": {
    shared:
      "A Cartographer and a Puzzler can spend an evening on a single idea and call it time well spent. Being Introverted, they prefer depth to small talk. Being Intuitive, they chase patterns and underlying causes. Being Thinking types, they value accuracy and will drop a favorite theory once the evidence turns against it. Neither is easily swayed by a title or a confident tone, and each respects a hard question from the other.",
    different:
      "Only the last letter differs. The Cartographer prefers Judging and wants to decide, commit and improve the plan along the way. The Puzzler prefers Perceiving and likes to keep a question open until one more piece of information arrives. Choosing an apartment to share, the INTJ may have a shortlist and a deadline by Sunday while the INTP is still comparing commute data. One is protecting momentum, the other accuracy.",
    together:
      "Agree on a decision date at the start, and give the Puzzler full freedom to explore until then. The INTP can offer the INTJ a fresh angle that exposes a flaw before the plan hardens. The INTJ can offer the INTP a clear finish line and help with the follow-through that turns good thinking into finished work. Labeling ideas as 'still exploring' or 'ready to decide' saves both some frustration.",
  },
  "ISFJ+ISTJ": {
    shared:
      "Caretakers and Keystones are the quiet people who keep a household or an office running. As Introverts, they recharge alone and tend to keep a few friendships for decades. As Sensing types, they trust what has worked before and remember details, from a passport's expiry date to a colleague's allergy. As Judging types, they keep promises on schedule. A sudden change of plans may unsettle either one.",
    different:
      "Where they differ is the third letter, T or F. The Keystone leans Thinking and looks for the logical, fair answer. The Caretaker leans Feeling and looks first at how the people involved will be affected. If a relative asks for a loan, the ISTJ may ask about terms and a repayment date, while the ISFJ is thinking about how hard it was for the relative to ask. Both want to do right; they start from different questions.",
    together:
      "Both may take on extra work in silence and then feel that nobody noticed, so a ten-minute Sunday check-in, with one thing that helped and one that bothered each of them, suits these two well. The Keystone can help the Caretaker turn down a request with a clear reason. The Caretaker can help the Keystone say the appreciative sentence out loud, not only show it by servicing the car.",
  },
  "ENFJ+ESFP": {
    shared:
      "At a farewell lunch, a Mentor or a Celebrant is likely to be the one who swaps seats so the guest of honor isn't stranded at the end of the table. Extraverted, they are fed by company and start conversations easily. Feeling, they weigh choices by how others are affected and notice who is being left out. Friends often describe feeling looked after around either of them, in small and specific ways.",
    different:
      "A Mentor and a Celebrant diverge on two preference pairs. The Mentor is Intuitive and pictures the person someone is growing into; the Celebrant is Sensing and sees what would make tonight better. The ENFJ prefers Judging and sets plans in advance; the ESFP prefers Perceiving and decides in the moment. For a friend's birthday, the Mentor may book a restaurant weeks out, while the Celebrant proposes a picnic because the sun came out.",
    together:
      "Let the Mentor hold the long view and the calendar, and let the Celebrant shape how the day itself feels. The ESFP can remind the ENFJ that an afternoon with no purpose is also a way of caring. The ENFJ can help the ESFP raise a difficult topic before it grows. Since both may soften bad news, agree to say hard things plainly and kindly, in private.",
  },
  "ENFJ+ISFJ": {
    shared:
      "Mentors and Caretakers both care through action and follow-through. Their shared Feeling preference means they notice how people are doing and weigh a choice by its effect on them. Their shared Judging preference means they like plans settled and kept. Either may well remember the date of a friend's job interview and send a message that morning. Both also tend to give more than they ask for, and may end a week of favors quietly tired.",
    different:
      "The first two letters set a Mentor and a Caretaker apart. The Mentor is Extraverted and tends to care out loud, at the center of the gathering; the Caretaker is Introverted and often cares behind the scenes, restocking the supply closet or drawing in the guest standing alone. The ENFJ is Intuitive and pictures who a person could become. The ISFJ is Sensing and sees what they need today, like lunch before the four o'clock deadline.",
    together:
      "These two can take turns being the one looked after. The Caretaker can notice when the Mentor has said yes to too much and gently ask what could come off the list. The Mentor can invite the Caretaker to name a need out loud, then act on it. A standing rule that either may answer 'Let me look at my week first' before agreeing to anything protects both calendars.",
  },
  "ENFP+INFJ": {
    shared:
      "Sparks and Confidants meet on the inner lives of people. Their shared Intuition draws them to meanings, patterns and the question of what someone could become. Their shared Feeling has them weighing choices by what matters to people and to their values. Their conversations tend to skip the weather and go straight to what a friend secretly hopes for, and each is often the person others trust with something they have not yet said aloud.",
    different:
      "A Spark and a Confidant differ in their first and last letters. The Spark is Extraverted and recharges in company, while the Confidant is Introverted and needs time alone after a busy day. The ENFP prefers Perceiving and keeps plans open; the INFJ prefers Judging and likes the week mapped out early. A Saturday the Spark sees as wide open may already have a shape in the Confidant's head, including an afternoon of quiet.",
    together:
      "Agree on one fixed anchor a week, such as a dinner that stays booked, and let the Spark improvise what happens inside it. The Confidant can help the Spark choose which idea to finish this month. The Spark can bring the Confidant into new places without pressure to stay late. Both can check assumptions out loud: the INFJ by asking about a hunch, the ENFP by naming a hurt without a joke attached.",
  },
  "ENTJ+ESTP": {
    shared:
      "Navigators and Dynamos are quick to act and comfortable in charge. As Extraverts, they think out loud and take the lead when a group stalls. As Thinking types, they judge a plan by whether it works and speak plainly about money and mistakes. In a crisis, such as a flooded office or a missed shipment, these two are often the first handing out tasks, and a blunt remark between them rarely needs translating.",
    different:
      "They split on the second and fourth letters. The Navigator is Intuitive and thinks in quarters and milestones; the Dynamo is Sensing and reads what is right in front of them, such as the hesitation in a seller's voice. The ENTJ prefers Judging and wants the route settled first; the ESTP prefers Perceiving and would rather start and adjust. In a joint project, one wants the plan approved while the other is already testing it.",
    together:
      "Set the goal and the deadline together, then let the Dynamo improvise inside that frame while the Navigator watches the long-range picture. The ESTP can warn the ENTJ when a plan no longer fits what is happening on the ground. The ENTJ can keep a slow, large payoff from slipping behind today's quick wins. Since both can be blunt, opening feedback with one thing that works helps the rest land.",
  },
  "ENTP+ESFP": {
    shared:
      "Innovators and Celebrants are easy to find at a party: they are usually in the middle of it. Their shared Extraversion lets them turn a stranger into a friend over one conversation. Their shared Perceiving preference keeps plans open and makes a last-minute change feel like an opportunity. Either might suggest a detour to a strange roadside museum on the way home, and both can say yes to more than one week can hold.",
    different:
      "The gaps are in the middle two letters. The Innovator is Intuitive and plays with ideas, asking what would happen if a rule were flipped; the Celebrant is Sensing and responds to what the moment calls for. The ENTP leans Thinking and may argue the opposite side to test a point, while the ESFP leans Feeling and notices when a debate has stopped being fun for someone at the table. Each reads the same dinner differently.",
    together:
      "Before a lively argument, the Innovator can say 'I'm testing the idea, not attacking you,' and the Celebrant can say when a topic has stopped feeling light. The ESFP can help the ENTP turn a clever idea into a Thursday trial with real people. The ENTP can help the ESFP think a decision a few moves ahead. Waiting one night before taking on a new favor protects plans they already made.",
  },
  "ENTP+ISTP": {
    shared:
      "Innovators and Troubleshooters would both rather try something and see what happens. Thinking types, they judge an idea by whether it works and say so plainly. Perceiving types, they prefer improvising to following a script. Neither is likely to defend a rule whose only defense is habit. A spontaneous road trip suits both, and so does a broken thing that needs fixing.",
    different:
      "Their first two letters pull them in different directions. The Innovator is Extraverted and talks a problem through, tossing out three fixes in a minute; the Troubleshooter is Introverted, goes quiet and narrows in on the one thing that changed. The ENTP is Intuitive and asks what the system could become. The ISTP is Sensing and listens to how the starter actually sounds. When a van dies, one brainstorms while the other has the hood up.",
    together:
      "Give each a clear role when something goes wrong: the ISTP diagnoses, and the ENTP handles the calls and the backup plan. The Troubleshooter can ground the Innovator's ideas with a quick hands-on test. The Innovator can widen the Troubleshooter's options when the simplest fix won't hold. Since both may leave follow-up undone, a three-line closing note after any shared project covers the part neither enjoys.",
  },
  "ESFJ+ISTJ": {
    shared:
      "Hosts and Keystones remember what was agreed and make sure it happens. Their shared Sensing preference means they trust concrete facts and what has worked before. Their shared Judging preference shows in early plans and promises kept. Both tend to value tradition, from the same holiday recipe every year to a standing monthly dinner at the same diner. Birthdays and deadlines rarely slip past either of them.",
    different:
      "The Host and the Keystone differ on their first and third letters. The Host is Extraverted and enjoys filling the house for a celebration; the Keystone is Introverted and may prefer a few quiet dinners and an evening alone afterward. The ESFJ leans Feeling and may soften bad news until it is hard to spot, while the ISTJ leans Thinking and states the problem plainly. One worries about who feels left out; the other checks the deposit.",
    together:
      "The Keystone can give the Host an honest read when a calendar is overloaded, and the Host can help the Keystone put appreciation into words people hear. Agree ahead of time how many social events fill a month, so the ESFJ isn't hurt by a declined invitation and the ISTJ isn't surprised by a full weekend. When a message seems curt, the Host can simply ask what was meant.",
  },
  "ESFP+ISTP": {
    shared:
      "Living in the present comes easily to Celebrants and Troubleshooters, who both learn by doing. Being Sensing types, they would rather try something with their hands than read the manual. Being Perceiving types, they leave room in the calendar and say yes to a late swim or a drive to the coast decided over breakfast. Either tends to show care by turning up: the ESFP with pizza and a playlist, the ISTP with the right tool.",
    different:
      "On the first and third letters, their preferences run opposite. The Celebrant is Extraverted and recharges in a crowd; the Troubleshooter is Introverted and recharges alone, often in the garage. The ESFP leans Feeling and tunes in to everyone's mood, while the ISTP leans Thinking and gives short, factual verdicts. After a friend's breakup, the Celebrant brings ice cream and conversation while the Troubleshooter offers a long, quiet drive. Both are showing up.",
    together:
      "The Troubleshooter can offer the Celebrant a calm, honest opinion when a plan has a weak spot, and the Celebrant can draw the Troubleshooter into social plans without asking them to stay all night. Since both may put off serious talks, set a short check-in once a month, ideally while doing something practical together, to cover money and logistics before they pile up.",
  },
  "ESTP+INTP": {
    shared:
      "Dynamos and Puzzlers want to know how things really work and have little patience for rules nobody can justify. With Thinking in common, they weigh a decision on logic and can disagree without taking it personally. With Perceiving in common, they keep options open and adjust once new information arrives. Neither needs the week planned in advance, and a blunt 'that won't work' usually reads between them as information, not insult.",
    different:
      "Where they split is outward versus inward, and facts versus patterns. The Dynamo is Extraverted and works things out by stepping in and talking to everyone; the Puzzler is Introverted and works them out in a quiet morning that can look idle from outside. The ESTP is Sensing and cares about theory when it changes Monday's plan. The INTP is Intuitive and may want to know why the battery drains in the cold for its own sake.",
    together:
      "Pair the Puzzler's question with the Dynamo's test: the INTP asks what could go wrong, and the ESTP tries it small and reports back. The Dynamo can get the Puzzler's best idea out of the notebook and into the world. The Puzzler can spot the flaw before a quick move becomes costly. Since both may let paperwork slide, split the dull follow-up evenly and give it a fixed slot.",
  },
  "INFJ+ISFP": {
    shared:
      "Confidants and Makers read people closely and quietly. Their shared Introversion shows in a preference for a small circle and one-on-one talk over a crowded room. Their shared Feeling shows in choices guided by values they rarely announce. Either may notice a friend's tense jaw after a phone call before anything is said. Both also tend to swallow small hurts to keep the peace, so early, gentle honesty matters between them.",
    different:
      "A Confidant and a Maker differ on two letters. The Confidant is Intuitive and senses where a situation is heading; the Maker is Sensing and notices how it feels now, from the light in a room to a tone of voice. The INFJ prefers Judging and likes the week planned; the ISFP prefers Perceiving and keeps room for a Wednesday picnic. On a weekend away, one packs an itinerary while the other hopes to stumble on a good café.",
    together:
      "Agree to name a small irritation within a day, in one plain sentence, before it becomes a quiet step back. The Maker can invite the Confidant into the present with an unplanned walk. The Confidant can help the Maker turn a distant goal into a near step with a date. Low-pressure settings, like washing dishes side by side, tend to suit the harder conversations between these two.",
  },
  "INFP+ISTP": {
    shared:
      "Poets and Troubleshooters leave the people around them a lot of room. Introverted, they refuel in solitude and tend to sort out feelings privately before saying much. Perceiving, they keep plans loose and welcome an unplanned afternoon. Neither is inclined to tell others how to live, and either may go quiet for a while without anything being wrong. A day with these two can pass easily with little talk and no fixed schedule.",
    different:
      "The contrast sits in the middle letters. The Poet is Intuitive and drawn to meanings and symbols; the Troubleshooter is Sensing and trusts what can be handled and checked. The INFP leans Feeling and asks whether a choice feels true. The ISTP leans Thinking and asks whether it will hold. When the Poet shares a draft of something personal, the Troubleshooter's short, factual note may land harder than it was meant.",
    together:
      "Before giving feedback, the Troubleshooter can ask whether the Poet wants ideas or just a reader, and the Poet can say what kind of response would help. The ISTP can offer practical fixes for the bills and forms that slide down the pile. The INFP can help the ISTP find words for a feeling. Since both tend to withdraw, a short note such as 'need the evening, back tomorrow' prevents worry.",
  },
  "INTP+ISTJ": {
    shared:
      "Precision and honesty count for more than polish with a Puzzler and a Keystone. As Introverts, they prefer a quiet desk to a busy meeting and a few old friends to a wide circle. As Thinking types, they weigh a decision by logic and point out an error even when it is awkward. Either might notice that a contract says 'month' in one clause and 'thirty days' in another, and want to know which governs.",
    different:
      "Facts and plans are where they part. The Puzzler is Intuitive and wants to know why something works; the Keystone is Sensing and wants to know whether it has worked before. The INTP prefers Perceiving and may keep a question open for weeks; the ISTJ prefers Judging and wants a settled plan and a date. On a shared task, a tidy checklist meets a new framework, and each method can look odd to the other.",
    together:
      "A time-limited pilot suits both: the Puzzler gets to test a new method, and the Keystone gets evidence rather than argument. The ISTJ can offer a reliable structure for the deadlines and routine tasks the INTP lets slip. The INTP can help the ISTJ spot a procedure that no longer earns its place. Writing down what was decided keeps these two working from the same page.",
  },
  "ENFJ+INTP": {
    shared:
      "Of the four preferences, a Mentor and a Puzzler share only one, Intuition, and it is a real meeting point. Each is drawn to patterns, possibilities and what could be, whether that means a friend's untapped talent or a theory about why a system keeps failing. A conversation between them can run long, with the ENFJ asking where an idea could take people and the INTP asking why it works at all. Curiosity is common ground.",
    different:
      "On every letter but N, they lean opposite ways. The Mentor is Extraverted and comes alive in a full room; the Puzzler is Introverted and thinks best in quiet. The ENFJ leans Feeling and weighs choices by how people will fare; the INTP leans Thinking and weighs them by logic. The Mentor prefers Judging and plans with dates; the Puzzler prefers Perceiving and keeps questions open. Asked for advice, one offers a next step, the other 'it depends.'",
    together:
      "The Mentor can help the Puzzler's best ideas reach other people, with a date for the next step. The Puzzler can give the Mentor a calm, detached look at a plan before the Mentor commits a whole group to it. Each can also meet the other halfway on feelings: the ENFJ by asking before offering help, the INTP by saying one plain sentence of warmth instead of the analysis behind it.",
  },
  "ENFP+INTJ": {
    shared:
      "Talk of possibilities is where a Spark and a Cartographer meet, since both prefer Intuition and enjoy long-range thinking. Either can get absorbed in how the city's bus routes might be redesigned or where a career could go in ten years. The ENFP tends to generate ideas and the INTJ tends to test them, yet both are looking past the present toward what could be, which makes a first conversation easy to start.",
    different:
      "Their other letters run opposite. The Spark is Extraverted and talks in leaps; the Cartographer is Introverted and speaks after the thinking is done. The ENFP leans Feeling and weighs what seems fair to people, while the INTJ leans Thinking and weighs whether a choice holds together. The Spark prefers Perceiving and keeps options open; the Cartographer prefers Judging and likes a decision made. On a trip, one wants surprises and the other wants bookings.",
    together:
      "Fix a few points, such as dates and budget, and leave the rest for the Spark to improvise. The INTJ can help the ENFP choose one idea to finish this month, and the ENFP can bring the INTJ into people and places they might not seek out alone. When the Spark is upset, the Cartographer can ask whether they want ideas or just company before offering a solution.",
  },
  "ENTJ+INFP": {
    shared:
      "What links a Navigator and a Poet is Intuition: each thinks about possibilities and where things could lead. The ENTJ turns an ambition into a dated plan, and the INFP imagines how a piece of work will feel to the people it reaches, yet both are looking beyond the present. They can find common ground in a project that matters to both, where one supplies direction and the other supplies meaning.",
    different:
      "A Navigator and a Poet differ on three of four letters. The Navigator is Extraverted and leads the discussion; the Poet is Introverted, may go silent in a heated debate, then send a thoughtful message the next morning. The ENTJ leans Thinking and asks whether a plan will work. The INFP leans Feeling and asks whether it fits what they value. The Navigator prefers Judging and wants a decision; the Poet prefers Perceiving and wants room to explore.",
    together:
      "The Navigator can help the Poet set a firm date for a project the Poet cares about, and the Poet can help the Navigator hear what a plan means to the people carrying it out. Before discussing a disagreement, give the INFP time to write down the value at stake. And let some decisions be entirely the Poet's, with no edits or improved versions from the ENTJ.",
  },
  "ENTP+INFJ": {
    shared:
      "An Innovator and a Confidant can talk past midnight, and their one shared preference, Intuition, is usually why. Their conversations wander from a news story to what it reveals about people. Each is drawn to patterns and future possibilities more than surface detail. The ENTP collects angles and the INFJ senses where things are heading, but both like a question that goes deeper than small talk, and either may spot what is really driving a friend's choices.",
    different:
      "Three letters differ: E, T and P against I, F and J. The Innovator is Extraverted and works ideas out in conversation; the Confidant is Introverted and observes before speaking. The ENTP leans Thinking and enjoys stress-testing an idea by arguing against it, while the INFJ leans Feeling and hears how the argument lands on the listener. The Innovator prefers Perceiving and may change plans late; the Confidant prefers Judging and counts on an agreed plan.",
    together:
      "The Innovator can flag when a debate is only a test, and the Confidant can say when it has started to sting, before small frustrations pile up unspoken. The INFJ can help the ENTP pick one project to see through. The ENTP can encourage the INFJ to voice a hunch early and test it in the open. Once they agree a plan, it stays put unless both choose to reopen it.",
  },
  "ESFJ+INTJ": {
    shared:
      "Ask a Host or a Cartographer about next month and you will likely hear a plan. Their shared preference is Judging: settled decisions, firm dates and promises kept. Planning a wedding or a family move, both will want the deadlines identified early and tracked. Each also tends to show love through reliable action, whether that is a meal train for new parents or a budget built for the year ahead.",
    different:
      "For a Host and a Cartographer, everything except the J differs. The Host is Extraverted and at home in a full room; the Cartographer is Introverted and may stand by the bookshelf waiting for a real conversation. The ESFJ is Sensing and remembers concrete details about people, while the INTJ is Intuitive and sees the long-range pattern. The Host leans Feeling and considers how a choice affects everyone. The Cartographer leans Thinking and weighs whether it is sound.",
    together:
      "Divide a shared project by strength: the Cartographer maps the route and the Host makes sure everyone along it feels included. The INTJ can offer plain, useful critique when asked, and the ESFJ can show how the human side changes the plan. When the Cartographer's reply seems short, the Host can ask what was meant instead of guessing, and the Cartographer can add one warm sentence.",
  },
  "ESFP+ISTJ": {
    shared:
      "Concrete facts are the meeting point for a Celebrant and a Keystone, who share the Sensing preference and trust what is in front of them over abstract theory. Each learns from what can be seen and done, and each shows care in practical ways: the Keystone by filling a low tire before a commute, the Celebrant by arriving with pizza and a borrowed wet vacuum. Neither has much patience for talk that stays hypothetical.",
    different:
      "Beyond the shared S, every letter differs. The Celebrant is Extraverted and thrives at a full table; the Keystone is Introverted and recharges on a quiet evening. The ESFP leans Feeling and reads the mood of a room; the ISTJ leans Thinking and looks for what is consistent. The Celebrant prefers Perceiving and welcomes a last-minute invitation. The Keystone prefers Judging, and a Saturday rewritten that morning can feel like a small earthquake.",
    together:
      "Agree on which parts of a weekend are fixed and which are open, so the Keystone has a secure plan and the Celebrant has room to improvise. The ISTJ can help the ESFP keep track of money and deadlines. The ESFP can help the ISTJ enjoy an evening with no agenda. A twenty-minute breakfast check-in on one practical topic tends to suit both of them.",
  },
  "ESTP+INFP": {
    shared:
      "Leave a weekend open and a Dynamo and a Poet will both be glad. Their one shared preference is Perceiving: they adapt as things unfold rather than lock in a schedule. An unexplained rule tends to drain them both, and an unplanned afternoon suits either one, whether it becomes a last-minute road trip or a slow hour in a secondhand bookshop. Either may let the dull middle of a project slip while something livelier calls.",
    different:
      "E, S and T meet I, N and F. The Dynamo is Extraverted and acts first; the Poet is Introverted and reflects first. The ESTP is Sensing and trusts what is at hand, while the INFP is Intuitive and looks for the meaning underneath. The Dynamo leans Thinking and gives blunt feedback; the Poet leans Feeling and may hear a note on a draft as a judgment on themselves. Teasing in front of friends can sting for days.",
    together:
      "The Dynamo can open feedback with one specific thing that worked and keep frank notes for private moments. The Poet can name a small hurt within a day instead of letting it grow. The ESTP can help the INFP take the first concrete step on a long-held idea, and the INFP can help the ESTP notice the quieter feelings in the room.",
  },
  "INFP+ISTJ": {
    shared:
      "Quiet is the common language of a Poet and a Keystone, who share the Introverted preference. They recharge alone, keep a few long friendships rather than a wide circle and tend to think before speaking. At a party, either may seem reserved, then turn out to be warm once trust forms. Both are loyal once committed and tend to stay through hard stretches. A quiet evening, each with a book, can count as good company.",
    different:
      "Past the I, their letters all differ. The Poet is Intuitive and follows possibilities; the Keystone is Sensing and trusts precedent. The INFP leans Feeling and chooses by an inner compass of values; the ISTJ leans Thinking and chooses by logic and fairness. The Poet prefers Perceiving and lets forms wait while something meaningful calls; the Keystone prefers Judging and files them early. Each may misread the other's reasons as arbitrary or rigid.",
    together:
      "The Keystone can offer the Poet a steady, judgment-free system for bills and deadlines, and the Poet can give the Keystone a reason to try something untested. When the Poet's choice seems puzzling, the Keystone can ask what value is at stake, and the Poet can write it down first. Both may hold resentment in silence, so naming one small irritation each week, before it hardens, is worth the awkward minute.",
  },
  "ENFP+ISTJ": {
    shared:
      "A Spark and a Keystone prefer opposite sides on every dimension, and there is no use pretending otherwise. What they share is whatever brought them together: a family, a team, a lease, a long friendship. Beyond that, both tend to hold firm convictions about fairness and honesty, even if they reach them by different routes, and both can be deeply loyal to the people they have chosen.",
    different:
      "All four letters differ, and each shows. The Spark is Extraverted and makes friends in a concert line; the Keystone is Introverted and keeps a small circle for years. The ENFP is Intuitive and chases new ideas; the ISTJ is Sensing and trusts what has worked. The Spark leans Feeling and the Keystone Thinking. The ENFP prefers Perceiving and the ISTJ Judging, so 'let's see how we feel on Friday' may meet a reservation made weeks ago.",
    together:
      "Trade strengths openly. The Keystone can help the Spark keep one list of promises and one calendar. The Spark can bring the Keystone a new idea worth testing for a month, with a review date agreed in advance. Agree on which plans are fixed and which can change. When something bothers either one, raise it early: the Spark without a joke attached, the Keystone with a word of appreciation first.",
  },
  "ESFP+INTJ": {
    shared:
      "The Celebrant and the Cartographer prefer opposite sides on all four dimensions, so their common ground comes from outside the letters: a workplace, a household, a friend group or a goal they both care about. Both tend to show care through action rather than speeches, one with a surprise dinner after a brutal week, the other with a carefully researched plan, and each can learn to recognize the other's version.",
    different:
      "Each of the four letters flips between them. The Celebrant is Extraverted and lifts a room; the Cartographer is Introverted and prefers depth with one person. The ESFP is Sensing and lives in the moment, while the INTJ is Intuitive and lives in the long-range plan. The Celebrant leans Feeling, the Cartographer Thinking. The ESFP prefers Perceiving and the INTJ Judging, so a spontaneous party invitation may collide with an evening already mapped out.",
    together:
      "The Cartographer can help the Celebrant break a long-range goal, such as next year's budget, into short, practical steps. The Celebrant can help the Cartographer enjoy an unplanned night and meet new people. On feedback, the INTJ can offer critique privately and specifically, and the ESFP can say when a comment felt like a verdict on them rather than a note on the work.",
  },
};
