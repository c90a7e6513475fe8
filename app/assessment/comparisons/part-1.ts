import type { PairTexts } from "./pair-texts";

/** Pair texts, part 1 of 4 (see docs/writing/comparisons.md). */
export const part1: PairTexts = {
  "ENFJ+ENFP": {
    shared:
      "Put a Mentor and a Spark in the same kitchen and the newcomer by the door rarely stays alone for long. Both are Extraverted, so they draw energy from people and talk an idea into shape out loud. Their shared Intuitive side turns a chat about a friend's stalled career toward what that friend could become, and their shared Feeling preference keeps the question of who might be hurt close to every decision.",
    different:
      "Only one preference pair separates them: the Mentor leans Judging and likes a plan with a date on it, while the Spark leans Perceiving and likes to see how the week unfolds. Planning a friend's surprise party, the Mentor may have the invitations out and the bakery booked by Tuesday while the Spark is still adding a karaoke idea on Friday. One brings closure, the other keeps space for a better idea to arrive.",
    together:
      "Agree early on which parts of a shared plan are fixed and which stay open. The Mentor can own the date, the venue and the reminders, while the Spark fills the open slots with something nobody expected. It also helps if the Mentor asks before offering a plan for the Spark's latest idea, and if the Spark names a decision date instead of leaving a yes hanging.",
  },
  "ENFP+ENTP": {
    shared:
      "Sparks and Innovators tend to think out loud, jump between topics and treat a half-formed idea as an invitation. Being Extraverted, both gather energy from conversation; being Intuitive, both chase what could be; being Perceiving, both keep plans loose. A Saturday with these two can start at a flea market and end with a plan for a podcast, and each probably owns a folder of unfinished projects the other will not judge.",
    different:
      "Thinking and Feeling are where they part. The Innovator leans Thinking and tests an idea by arguing with it; the Spark leans Feeling and weighs it by what it means for the people involved. When a friend shares a new business plan, the Innovator may probe the pricing while the Spark asks how the friend feels about quitting. To one, debate is a form of respect; to the other, encouragement comes first.",
    together:
      "Before a debate, the Innovator can say whether they are testing an idea or disagreeing for real, and the Spark can say plainly when a topic is personal rather than open for sparring. Since both prefer open options, neither is likely to volunteer to tie up the loose ends. Choosing one shared project per season, with a date to call it done, gives their joint ideas a better chance of reaching the end.",
  },
  "ENTJ+ESTJ": {
    shared:
      "A meeting run by either a Navigator or an Organizer tends to look the same: conclusion first, owners named, dates set before anyone leaves. Both are Extraverted and comfortable steering a room. Their shared Thinking preference means blunt feedback between them is rarely taken personally, and their shared Judging side means a plan agreed on Monday stays agreed. At a family reunion, these two may reach for the same spreadsheet.",
    different:
      "The one difference is Intuitive versus Sensing. The Navigator leans Intuitive and starts from where things could be in three years; the Organizer leans Sensing and starts from the actual budget, the real delivery date and what worked last time. Redesigning a team's workflow, the Navigator may sketch a bold new structure while the Organizer asks who has tested it. One supplies the long view, the other keeps it anchored in checked facts.",
    together:
      "Split the planning by horizon: the Navigator drafts where the group should be next year, and the Organizer turns the first quarter of it into owners and checkpoints. When the Navigator proposes something untried, a small pilot with a review date tends to satisfy both. Since each leans toward quick decisions, it helps to invite the quietest person present to speak before either of them announces the plan.",
  },
  "ESFJ+ESFP": {
    shared:
      "Hosts and Celebrants are often the two people who spot the new hire eating alone and fix it before lunch is over. Both are Extraverted and recharge among people. Their shared Sensing preference makes their care concrete, such as soup, a ride or the right snack, and their shared Feeling side keeps them tuned to the mood of a room. A party with both of them in it rarely has an empty chair.",
    different:
      "Judging and Perceiving mark the gap between them. The Host leans Judging and likes the dinner booked, the reminders sent and the tradition kept; the Celebrant leans Perceiving and likes to say yes when a better idea turns up at six o'clock. On a birthday weekend, the Host may feel unsettled when the Celebrant moves everyone to a beach bonfire, while the Celebrant may feel the original plan had no room to breathe.",
    together:
      "Let the Host set the skeleton of an event, the date, the place and who brings what, and let the Celebrant own the surprises inside it. Both may avoid a hard talk to keep the mood warm, so a short, friendly chat over breakfast, with one topic only, gives small irritations somewhere to land before either of them starts quietly keeping a tally.",
  },
  "ESFP+ISFP": {
    shared:
      "Celebrants and Makers live close to the present moment. Their shared Sensing preference tunes them to food, music, texture and light, and their shared Feeling side turns that attention into small, exact gestures for people they love. Being Perceiving, both welcome a plan made that morning, such as an evening swim or a street market across town, and both may let a far-off deadline wait while today is going well.",
    different:
      "Extraverted versus Introverted is their one difference. The Celebrant refills in company; the Maker refills alone, often with something to make. After a long week, the Celebrant may want six friends over for a potluck, while the Maker hopes for a quiet evening with one person and a record. Neither is wrong about what rest looks like; they simply recharge in different places.",
    together:
      "Each can hold a door open for the other. The Celebrant can invite the Maker into lively evenings while leaving room to arrive late or leave early, and the Maker can show the Celebrant how good a slow night in can be. Since both tend to sidestep friction, a habit of naming a small hurt within a day, plainly and kindly, keeps their ease with each other honest.",
  },
  "INFJ+INFP": {
    shared:
      "One long conversation beats a crowded room for both Confidants and Poets, and both recharge alone afterward. Their shared Intuitive side draws them to meaning and to what lies under the surface, and their shared Feeling preference makes values the test of a decision. Friends often bring either of them the things they are ashamed to say. Together they may talk late into the night about why people act as they do.",
    different:
      "They differ only on Judging and Perceiving. The Confidant leans Judging and likes to reach a conclusion, make a plan and see it through; the Poet leans Perceiving and keeps plans loose so a new angle can come in. On a shared trip, the Confidant may want the route settled weeks ahead, while the Poet hopes for an unplanned afternoon in a secondhand bookshop. Both care deeply; they close questions at different speeds.",
    together:
      "Since both tend to swallow small irritations until they grow, a short weekly check-in, one good thing and one small frustration each, may suit them well. On shared projects, the Confidant can offer a rough timeline with a good-enough outcome named at the start, and the Poet can offer room to revise along the way. When a mood shifts, each does better to ask than to guess.",
  },
  "INFP+ISFP": {
    shared:
      "Quiet, firmly held values are common ground for Poets and Makers, and both tend to accept people without trying to remake them. Being Introverted, they recharge alone and may say more with a playlist or a handmade card than a speech. Their shared Feeling and Perceiving preferences mean they weigh choices by what feels right and keep plans open, so a free Sunday between them may drift happily without an agenda.",
    different:
      "What sets them apart is Intuitive versus Sensing. The Poet leans Intuitive and lives among possibilities, symbols and the story behind things; the Maker leans Sensing and lives close to texture, color and what is in front of them. At a gallery, the Poet may want to talk about what a painting means, while the Maker studies the brushwork and the light. Each notices what the other walks past.",
    together:
      "Try making something side by side: a meal, a garden bed, a small zine. The Maker can ground the Poet's ideas in a concrete first step, and the Poet can help the Maker put words to what a piece is about. Because both tend to go quiet rather than argue, a simple agreed phrase for 'something bothered me, can we talk later' makes it easier to raise a hurt early.",
  },
  "ISFJ+ISFP": {
    shared:
      "Caretakers and Makers notice the small, concrete things others miss: tea made exactly right, a friend who has not eaten lunch, a lamp that makes a room feel harsh. As Introverts, both recharge in quiet and keep a small circle close. Their shared Sensing and Feeling preferences lead them to care through practical acts, and both may put others' comfort ahead of their own needs for longer than is good for them.",
    different:
      "The single split is Judging versus Perceiving. The Caretaker leans Judging and finds comfort in routines, like the weekly call or the holiday recipe made the same way every year; the Maker leans Perceiving and likes a Wednesday picnic decided that morning. When the Maker suggests skipping the usual Sunday dinner for a drive to the coast, the Caretaker may feel a small loss while the Maker feels fenced in by the routine.",
    together:
      "Keep one or two rituals fixed and leave the rest of the week open. The Caretaker can offer steadiness and a well-kept calendar, and the Maker can offer an outing that breaks a tired routine. Both tend to stay quiet about a hurt to avoid friction, so asking plainly, 'Is anything bothering you?', and waiting through the pause for a real answer, matters for these two.",
  },
  "ENFJ+ENTP": {
    shared:
      "Extraverted and Intuitive, Mentors and Innovators talk their way toward ideas and get excited about what could be. Either may walk into a stalled meeting and leave it buzzing. They share an ease with strangers and an eye for potential, whether in a colleague's side project or a neighborhood plan, and conversations between them move quickly from ideas to people to next year.",
    different:
      "Two preference pairs pull them apart. The Mentor leans Feeling and weighs how a choice will feel to the people involved, while the Innovator leans Thinking and probes it for weak points. The Mentor also leans Judging and wants a plan with dates, while the Innovator leans Perceiving and welcomes a better idea at the last minute. At a project kickoff, the Mentor may be assigning roles while the Innovator questions the premise.",
    together:
      "The Innovator can act as the Mentor's friendly skeptic, testing a plan before it goes out, and the Mentor can help the Innovator turn a clever idea into something people want to join. Naming the mode helps: the Innovator can say 'I'm testing this', and the Mentor can flag when something matters to them personally. Agreeing which plans are fixed spares both of them a Friday rewrite.",
  },
  "ENFJ+INTJ": {
    shared:
      "An Intuitive eye for where things are heading, and a Judging preference for turning that view into a plan, are what Mentors and Cartographers have in common. Both may see a person's or a team's potential long before others do, and both like a decision made and a path committed to. Ask either of them about next year and you will likely get a direction rather than a shrug.",
    different:
      "Two differences stand out. The Mentor is Extraverted and talks ideas through with people, while the Cartographer is Introverted and tests them privately first. The Mentor leans Feeling and weighs a choice by its effect on people; the Cartographer leans Thinking and checks whether it holds together. Planning a team change, the Mentor may ask how everyone feels while the Cartographer asks whether the logic survives the first quarter.",
    together:
      "Each fills a gap the other tends to leave. The Cartographer can give the Mentor candid analysis of a plan before it is shared widely, and the Mentor can help the Cartographer explain a conclusion so people feel invited into it. A useful habit for both is sharing plans while they are still drafts, so neither is handed a finished decision, and agreeing on the goal before debating the route.",
  },
  "ENFP+ESTP": {
    shared:
      "Sparks and Dynamos are the people a friend group counts on to make a vague weekend idea real. Both are Extraverted, drawing energy from a crowd, and both are Perceiving, saying yes to the last-minute invitation and adapting fast when a plan falls apart. A Saturday with the two of them may involve a detour, a new acquaintance and very little of the original itinerary.",
    different:
      "They split on Intuitive versus Sensing and on Feeling versus Thinking. The Spark leans Intuitive and follows possibilities, while the Dynamo leans Sensing and reads the concrete room in front of them. The Spark leans Feeling and considers the effect on people, while the Dynamo leans Thinking and weighs results. When a friend pitches a business idea, the Spark may cheer the dream while the Dynamo points out the hole in the lease.",
    together:
      "The Dynamo can help the Spark get an idea off the whiteboard and into a first real test by Friday, and the Spark can help the Dynamo notice the quieter person who has not weighed in. Since both lean Perceiving, finishing may need outside help: choose one shared goal with a visible deadline and ask someone outside the pair to check on it.",
  },
  "ENTJ+ESFJ": {
    shared:
      "When a Navigator or a Host says the event is happening on the fourteenth, it usually happens on the fourteenth. Both are Extraverted and at ease in front of a group, and both are Judging, so they book the room, send the reminder and keep to the agreed date. They tend to respect each other's follow-through, even when they disagree about what matters most.",
    different:
      "The Navigator leans Intuitive and Thinking, the Host Sensing and Feeling. So the Navigator plans toward a long-range goal and weighs efficiency, while the Host keeps track of concrete details and familiar routines and weighs how people will be affected. Organizing an offsite, the Navigator may focus on strategy sessions while the Host makes sure the vegetarian guests and the new hire are looked after.",
    together:
      "On a shared project, the Navigator can set the destination and the Host can make sure people want to come along. The Navigator can offer the Host a clear, direct route through a hard conversation, and the Host can offer the Navigator a reading of the team's mood before a big change. Opening feedback to each other with what is working makes each of them easier to hear.",
  },
  "ENTJ+ISTJ": {
    shared:
      "Logic, fairness and kept promises anchor both Navigators and Keystones. Their shared Thinking and Judging preferences mean meetings between them tend to end with owners and dates, and neither is likely to let a deadline slip without warning. They speak plainly to each other, and a frank note about a flaw in the plan is usually taken as help rather than criticism.",
    different:
      "Where they differ is Extraverted versus Introverted and Intuitive versus Sensing. The Navigator is Extraverted and steps forward to steer a room, while the Keystone is Introverted and prefers to prepare quietly and speak once the facts are in order. The Navigator leans Intuitive and sets sights on an ambitious future; the Keystone leans Sensing and asks what happened last time. Faced with new software, one wants it rolled out next month and the other wants a trial first.",
    together:
      "A natural split is for the Navigator to set the ambition and the Keystone to check it against precedent before anything is committed. Short pilots with a clear end date give new ideas a fair test on the Keystone's terms and a fast answer on the Navigator's. The Navigator can also send agendas ahead and leave the Keystone time to prepare, rather than deciding in the hallway.",
  },
  "ENTP+INTJ": {
    shared:
      "Innovators and Cartographers share an Intuitive appetite for ideas and a Thinking habit of testing them hard. A rule nobody can justify tends to get questioned by both, and both respect a sound argument more than a job title. A long walk together can drift from a documentary to whether the city's bus map could be drawn better, with real disagreement and real enjoyment on both sides.",
    different:
      "Two pairs differ: the Innovator is Extraverted and Perceiving, the Cartographer Introverted and Judging. The Innovator thinks out loud, trying six options in a minute, while the Cartographer speaks once an idea has been worked through. The Innovator welcomes a late change; the Cartographer wants to commit, then refine. On a joint project, the Innovator may propose a new direction the week the Cartographer finished the plan.",
    together:
      "The Innovator can be the Cartographer's sparring partner, stress-testing a draft before it hardens, and the Cartographer can help the Innovator choose which of many ideas deserves finishing. Agree on a point after which the plan is closed to changes unless they both reopen it, and give the Cartographer thinking time before a debate instead of expecting an instant counterargument.",
  },
  "ESFJ+ISFP": {
    shared:
      "Care with a concrete shape is common ground for Hosts and Makers: the favorite snack kept in the cupboard, a lamp moved so a corner feels warmer. Their shared Sensing preference keeps them tuned to the here and now, and their shared Feeling side makes them quick to notice when someone is hurting. Both tend to value harmony and may shy away from open conflict.",
    different:
      "The Host is Extraverted and Judging; the Maker is Introverted and Perceiving. The Host enjoys a weekend of family dinners and friends' parties, while the Maker recharges in quiet, often making something. The Host likes plans fixed and traditions kept; the Maker prefers to decide on the day. A minute-by-minute birthday itinerary may delight the Host and leave the Maker slipping away early.",
    together:
      "The Host can invite the Maker without insisting and treat an early exit as normal rather than a slight. The Maker, in turn, can offer the Host a calm, accepting presence when a busy week has worn them thin. Since neither likes to make a fuss, a short Sunday check-in where each names one thing that bothered them keeps harmony real rather than polite. Noticing each other's gestures out loud helps too.",
  },
  "ESFP+ISFJ": {
    shared:
      "Celebrants and Caretakers care in practical, physical ways: a meal after surgery, a ride to the airport, the right kind of tea. Their shared Sensing preference makes them observant of small details, and their shared Feeling side means they notice who is left out and bring them in. Friends of either often feel looked after before they have asked for anything.",
    different:
      "They part on two preference pairs: the Celebrant is Extraverted and Perceiving, the Caretaker Introverted and Judging. The Celebrant recharges at a potluck thrown at short notice, while the Caretaker recharges with a quiet evening at home. The Celebrant says yes to the exciting new plan; the Caretaker values the weekly routine. Trading Sunday breakfast for a spontaneous road trip may feel like fun to one and a small loss to the other.",
    together:
      "The Celebrant can bring the Caretaker along to things they might not try alone, and the Caretaker can offer the Celebrant a steady home base and a calendar that keeps promises from colliding. Both tend to postpone hard talks for the sake of a pleasant evening, so putting money and plans on the agenda of one monthly walk keeps serious matters ordinary. The Celebrant can also thank the Caretaker's quiet efforts in plain words.",
  },
  "ESTJ+ISTP": {
    shared:
      "Facts they can check and decisions that work in practice matter to both Organizers and Troubleshooters, thanks to their shared Sensing and Thinking preferences. Neither wastes words: 'this breaks our convention' and 'the hinge is bent' are both meant as plain information. Both tend to show care through practical help, such as a moving day with a borrowed dolly or a fixed bike brake, and both respect competence.",
    different:
      "Extraverted and Judging, the Organizer steps into the middle of a group to assign next steps and wants the summer trip booked in January. Introverted and Perceiving, the Troubleshooter goes quiet to work a problem through alone and would rather keep options open. At deposit time, the Organizer may be chasing confirmations while the Troubleshooter still says 'probably,' and each may find the other's timing hard to read.",
    together:
      "Agree on one or two fixed commitments, like a yearly trip or a project's launch date, and leave the rest flexible. The Organizer can offer structure where it counts, and the Troubleshooter can offer calm, hands-on skill when something breaks. When the Organizer hands over a job, setting the goal and deadline and then staying out of the method tends to suit the Troubleshooter well.",
  },
  "INFJ+INTP": {
    shared:
      "Introverted and Intuitive, Confidants and Puzzlers recharge alone, prefer one deep conversation to a crowd and look for the pattern under the surface. Either may go quiet for a mile on a walk and come back with an idea that reframes the whole problem. They tend to enjoy each other's inner worlds and rarely push each other into small talk.",
    different:
      "Feeling and Judging on the Confidant's side, Thinking and Perceiving on the Puzzler's: those are the differences. The Confidant weighs how a choice affects people and wants to settle on an answer; the Puzzler wants the reasoning airtight and keeps the question open for one more fact. Choosing a venue for a shared event, the Confidant may already sense the right one while the Puzzler is still comparing options.",
    together:
      "The Puzzler can help the Confidant test a strong hunch by asking what evidence it rests on, and the Confidant can help the Puzzler see how an argument will feel to the person hearing it. Set a decision date for shared choices so neither waits on the other indefinitely, and say feelings aloud, briefly and plainly, since both tend to process them privately.",
  },
  "INFP+ISFJ": {
    shared:
      "Poets and Caretakers are Introverted and Feeling: they recharge quietly, listen more than they talk and weigh choices by what they mean for people. Friends bring them troubles because both respond without judgment, and both remember small things, like the song from a first road trip or the date of a parent's surgery. Each may give for a long time before mentioning a need of their own.",
    different:
      "The Poet leans Intuitive and Perceiving, the Caretaker Sensing and Judging. The Poet is drawn to meanings and what could be, while the Caretaker attends to concrete needs, like the lunch not eaten. The Poet lets plans take shape as they go; the Caretaker keeps routines others can count on. A renewal notice may sit in the Poet's pile while the Caretaker has already put it on the calendar.",
    together:
      "A shared calendar for bills and birthdays is one practical gift the Caretaker can bring, and the Poet can bring room to imagine something beyond the usual routine. Both tend to hide small hurts, so saying 'that stung a little' on the same day matters. When either asks 'what do you need?', both can try answering with one real thing instead of 'nothing, I'm fine.'",
  },
  "INTP+ISFP": {
    shared:
      "Time alone and room to improvise matter to Puzzlers and Makers alike, reflecting their shared Introverted and Perceiving preferences. They dislike being micromanaged and keep plans open until the last reasonable moment. Both can lose an afternoon absorbed in something, whether a theory or a poster layout, and both accept people as they are rather than trying to change them. Their company is often easy, unhurried and light on demands.",
    different:
      "Where the Puzzler leans Intuitive, the Maker leans Sensing, and where the Puzzler leans Thinking, the Maker leans Feeling. So the Puzzler chases why something works while the Maker notices how it looks, sounds and feels, and the Puzzler may debate a point for fun while the Maker may hear a critique of their work as a critique of them. An offhand correction about a dish the Maker cooked can land harder than intended.",
    together:
      "A walk, a meal or a morning at the market is how the Maker can pull the Puzzler out of their head, and a calm, curious sounding board for a practical problem is what the Puzzler can offer in return. When giving feedback, the Puzzler can start with what works and skip the footnotes. Since both let deadlines drift, a shared wall calendar with a few fixed dates helps.",
  },
  "ENFJ+ESTP": {
    shared:
      "Extraversion is the one preference Mentors and Dynamos share, and it shows. Both draw energy from people, know everyone's name at work and speak up when a group is stuck. Either may be first to greet a new neighbor or to stand up when a tenants' meeting stalls. They read faces while they talk and adjust on the fly, which makes both of them persuasive in a room.",
    different:
      "Three pairs differ: Intuitive, Feeling and Judging for the Mentor; Sensing, Thinking and Perceiving for the Dynamo. The Mentor sees who someone could become, weighs how people feel and wants the plan settled, while the Dynamo reads what is happening now, weighs results and adjusts as it goes. When a friend is struggling, the Mentor may plan a heart-to-heart while the Dynamo shows up with an outing.",
    together:
      "Plain talk is the Dynamo's gift here: a quick, honest answer when the Mentor is tempted to soften bad news too much. In return, the Mentor can offer a read on the colleague or friend who has gone silent. Agreeing on a rough frame, such as the date and the budget, and leaving the details to be decided on the day gives each enough of what they need.",
  },
  "ENFP+ESTJ": {
    shared:
      "Sparks and Organizers are both Extraverted: they think out loud, draw energy from people and tend to step forward in a group. After a streetlight breaks, either may be the neighbor who gets things moving, one by rallying enthusiasm, the other by calling the city with last year's ticket number. Both are likely to show up to the community meeting and leave with a job.",
    different:
      "Apart from Extraversion, every preference differs. The Spark is Intuitive, Feeling and Perceiving: they follow possibilities and ask who will be affected. The Organizer is Sensing, Thinking and Judging: they trust methods with a track record and ask what is fair and effective. A Saturday the Organizer mapped out on Wednesday may meet a Spark with three new ideas by Friday.",
    together:
      "The Organizer can offer the Spark the kind of light structure many Sparks find freeing: a decision date, a named owner, a short checklist. The Spark can offer the Organizer fresh options and a reason to leave one evening unplanned. When the Spark brings a worry, the Organizer can ask whether they want help or a listener, and the Spark can answer requests with a clear yes, no or date.",
  },
  "ENTJ+ESFP": {
    shared:
      "Navigators and Celebrants share Extraversion, and both tend to fill a room with momentum. A stalled group often starts moving when one of them arrives, the Navigator by naming a next step, the Celebrant by lifting the mood and pulling the quiet person in. Both enjoy being where things happen and recover their energy in company, so a shared evening out rarely needs much persuading.",
    different:
      "Only their Extraversion lines up. The Navigator leans Intuitive, Thinking and Judging, aiming at next year's goal with a dated plan; the Celebrant leans Sensing, Feeling and Perceiving, making tonight better for the people in the room and keeping space for a better offer. On a trip, the Navigator may have booked every museum slot while the Celebrant hopes to follow a tip from the hotel bartender.",
    together:
      "Long-range tasks that slip, like a budget or a hiring plan, are where the Navigator can help the Celebrant, and the Celebrant can remind the Navigator to close the laptop and enjoy the evening. Feedback between them works best in private and opens with something specific that went well. Fixing a few dates and leaving the rest open gives each room to be themselves.",
  },
  "ENTP+ESFJ": {
    shared:
      "Innovators and Hosts share Extraversion, so both are comfortable with strangers and can make a polite exchange feel like a real conversation. Either might chat with a neighbor for twenty minutes and come away with a new friend. Both like being in the middle of things, whether the Innovator is sparking a debate at dinner or the Host is making sure everyone at the table has been introduced.",
    different:
      "Three of four preference pairs differ. The Innovator leans Intuitive and asks why a rule exists; the Host leans Sensing and values customs that hold people together. The Innovator uses Thinking and may argue the other side for fun, while the Host uses Feeling and may take open conflict to heart. The Innovator leans Perceiving and changes plans late; the Host leans Judging and has already sent two reminders about the original time.",
    together:
      "The Innovator can make clear when a debate is play rather than a challenge, and the Host can ask directly what was meant instead of replaying it late at night. Once a plan is agreed, the Innovator can hold to it unless the Host also thinks a change is worth it, which respects the Host's effort. In return, the Host can let the Innovator give one familiar tradition a fresh twist.",
  },
  "ESFJ+INFP": {
    shared:
      "Feeling is the preference Hosts and Poets share: both weigh decisions by their effect on people and on what they value, and both notice the person being left out. At a family gathering, the Host may make sure the quiet cousin has a plate while the Poet sits beside him asking about his odd hobby. Both dislike open conflict and may hold back a hurt to keep the peace.",
    different:
      "Their other three preference pairs run apart. The Host is Extraverted and thrives at a crowded table; the Poet is Introverted and needs time alone to recharge. The Host leans Sensing and cares through concrete details, while the Poet leans Intuitive and cares through meaning. The Host leans Judging and likes traditions kept; the Poet leans Perceiving and lets plans stay open. A packed holiday schedule may comfort one and wear out the other.",
    together:
      "The Host can offer the Poet a sense of belonging and practical help with the bills and forms that slide, and the Poet can offer the Host acceptance that does not depend on how well the dinner went. Because both let small irritations pass unspoken, asking 'anything bugging you?' on a calm evening helps. The Host can also leave one Saturday a month unscheduled for the Poet.",
  },
  "ESFP+INTP": {
    shared:
      "Perceiving is the preference Celebrants and Puzzlers share: both keep options open, adjust as a day unfolds and may let a distant deadline drift while something livelier holds their attention. Neither tends to lecture anyone about how to live. A free afternoon together can wander from a street fair to a long tangent about why the food truck line moves the way it does.",
    different:
      "The Celebrant is Extraverted, Sensing and Feeling; the Puzzler is Introverted, Intuitive and Thinking. The Celebrant refuels over a lively dinner and learns by doing, while the Puzzler refuels alone with a good problem and wants to know why it works. A friend's funny travel story may get laughter and a second round of stories from the Celebrant, and a fact-check on the mileage from the Puzzler.",
    together:
      "The Celebrant can coax the Puzzler out for an evening that becomes a good memory, and the Puzzler can offer the Celebrant a calm, curious listener for a problem that needs thinking through. The Puzzler can say an appreciation out loud, without qualifications, and the Celebrant can ask for feedback privately and specifically. Writing promises down the moment they are made helps both keep the ones they mean to keep.",
  },
  "ESTJ+ISFP": {
    shared:
      "Organizers and Makers share the Sensing preference, so both trust what is concrete: the actual budget, the feel of a fabric, a new rattle in the car. Neither has much patience for theory that stays up in the air. Both show care by doing rather than declaring, whether that means winter tires fitted before the first frost or a lamp moved to soften a room.",
    different:
      "Three preference pairs differ. The Organizer is Extraverted and speaks up readily, while the Maker is Introverted and may hold back until asked. The Organizer uses Thinking and fairness; the Maker uses Feeling and private values. The Organizer leans Judging and likes a plan by Wednesday, while the Maker leans Perceiving and would rather see how the day goes. Blunt notes on something the Maker made may land harder than intended.",
    together:
      "The Organizer can ask, 'Do you want my take, or should I just listen?', and give feedback in private with one specific point. The Maker can voice one clear preference before a group decides rather than after. Handing the Maker one area of shared work or life, such as how a room is arranged, with no quiet corrections, shows the trust the Organizer means to show.",
  },
  "INFJ+ISTP": {
    shared:
      "Introversion is what Confidants and Troubleshooters share. Both recharge alone, observe more than they speak and tend to sort out their feelings privately before saying anything. In a crisis, the Confidant tends to go quiet and focus on the person in distress, the Troubleshooter on the broken part. Neither needs constant contact, and both can sit comfortably in silence on a long drive.",
    different:
      "Beyond Introversion, they diverge. The Confidant leans Intuitive and reads patterns and meanings; the Troubleshooter leans Sensing and trusts the concrete signal, such as a sticking door. The Confidant uses Feeling, the Troubleshooter Thinking. The Confidant leans Judging and likes a long-range plan, while the Troubleshooter leans Perceiving and avoids locking plans in months ahead. A talk about next year may excite one and feel confining to the other.",
    together:
      "When worry runs ahead of the facts, the Troubleshooter's calm, practical help can steady the Confidant, and the Confidant can help the Troubleshooter put a feeling into one clear sentence. Asking a big question in the morning and waiting for the answer at dinner suits both. Pick a few anchor points on the calendar, such as a birthday trip, and leave the weeks between them open.",
  },
  "ENFJ+ISTP": {
    shared:
      "Mentors and Troubleshooters sit at opposite ends of all four preference pairs, so their common ground comes from circumstance rather than type: the same team, household or friend group, and a real stake in it. Both also tend to show up when someone needs help, the Mentor with a list of people to call, the Troubleshooter with the right tool. In a bad moment, both lean toward doing something useful.",
    different:
      "Every preference pair differs: the Mentor is Extraverted, Intuitive, Feeling and Judging, the Troubleshooter Introverted, Sensing, Thinking and Perceiving. The Mentor tends to reach outward and ahead; the Troubleshooter tends to look closely at what is here. When a friend is upset, the Mentor may want to talk it through for an hour and plan next steps, while the Troubleshooter offers a long drive and a quiet fix. Both are forms of care.",
    together:
      "The Mentor can ask the Troubleshooter what kind of support they want before offering a plan, and accept 'a few hours alone' as a real answer. The Troubleshooter can name how they feel, even in a few words, so the Mentor is not left guessing. On shared work, the Mentor can state the goal and the deadline and let the Troubleshooter choose the method.",
  },
  "ESFJ+INTP": {
    shared:
      "Hosts and Puzzlers sit on opposite sides of every dimension, so what they share comes from their situation: the same family, office or circle of friends. Within that, both accept people more than they judge them, the Host by making room at the table and the Puzzler by taking a strange question seriously. A common stake in whatever brought them together gives them a reason to learn each other's ways.",
    different:
      "The Host's Extraverted, Sensing, Feeling and Judging preferences are the mirror image of the Puzzler's Introverted, Intuitive, Thinking and Perceiving ones. In practice, the Host may have next month's reunion booked and be tracking replies while the Puzzler is still composing a message in their head. When the Host raises a concern, the Puzzler may debate the premise, and the Host may hear criticism where only curiosity was meant.",
    together:
      "The Puzzler can send the short reply now instead of the polished one later, and lead with 'That sounds hard' before any analysis. The Host can check what the Puzzler meant rather than reading coolness into a brief message, and can let some plans stay loose. Putting shared dates in a calendar both can see spares the Host the reminding and the Puzzler the forgetting.",
  },
};
